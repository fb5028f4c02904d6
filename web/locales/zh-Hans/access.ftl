# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: access, Simplified Chinese. Source: web/locales/en/access.ftl.
# The run described in words, the run as sound, the plots as tables, reduced motion
# (web/js/describe.js, web/js/panels/access-panel.js, web/js/panels/plot-tables.js;
# docs/accessibility.md). The descriptions are read aloud by screen readers: units are written
# as words there (秒、度、弧度每秒), so that they are spoken naturally; the tables keep the symbols.

## The controls in the top bar
access-describe-button = 描述
    .title = 用文字描述当前的运行（D）
# A toggle: while it is on, the run is described every 10 seconds of play and whenever it pauses.
access-auto-button = 自动描述
    .title = 播放时每 10 秒描述一次运行，暂停时也描述一次
access-sound-button = 声音
    .title = 用音高来听每次运行的能量误差：主运行在左声道，对照在右声道（S）
# What the keys do, in the keyboard shortcuts list.
access-key-describe = 用文字描述当前的运行
access-key-sound = 打开/关闭声音

## Announcements (a polite live region under the clock)
access-auto-on = 自动描述已打开：运行播放时每 10 秒描述一次，暂停时也会描述。
access-auto-off = 自动描述已关闭。
access-sound-on = 声音已打开：音调越高，能量误差越大；主运行在左声道，对照在右声道。
access-sound-off = 声音已关闭。
# Shown until the browser lets the page play sound (it asks for a key press or a click first).
access-sound-gesture = 请按任意键或点击页面，以开始播放声音。
access-reduced-motion-paused = 由于你的系统设置为减少动态效果，模拟已暂停。按空格键开始播放。

## The description of the run (each message is one sentence; they are read one after another)
access-describe-no-run = 目前还没有记录任何数据。
# $time: the simulated time in seconds, one decimal.
access-describe-time = 模拟时间 t = { $time } 秒。
# $integrator: the integrator's short name (vi, rk4, …). $error: the relative energy error |E − E₀| / |E₀| now, such as 1.3e-5.
# "Bounded": over the last third of the run the error stayed within 1.5 times its largest over the first third.
access-describe-main-bounded = 主运行（{ $integrator }）的能量误差为 { $error }，并且保持有界。
access-describe-main-growing = 主运行（{ $integrator }）的能量误差已增长到 { $error }。
access-describe-main-early = 主运行（{ $integrator }）的能量误差为 { $error }；现在判断它是否有界还为时过早。
access-describe-main-lost = 主运行（{ $integrator }）的能量已不再是有限数。
access-describe-base-bounded = 对照运行（{ $integrator }）的能量误差为 { $error }，并且保持有界。
access-describe-base-growing = 对照运行（{ $integrator }）的能量误差已增长到 { $error }。
access-describe-base-early = 对照运行（{ $integrator }）的能量误差为 { $error }；现在判断它是否有界还为时过早。
access-describe-base-lost = 对照运行（{ $integrator }）的能量已不再是有限数。
# $time: the simulated time (s) at which the comparison run failed.
access-describe-base-failed = 对照运行（{ $integrator }）在 t = { $time } 秒时失效了；主运行仍在继续。
# A rigid body. $speed: its angular speed in rad/s; $tilt: the angle in degrees between its third body axis and up.
access-describe-rigid = 物体以每秒 { $speed } 弧度的角速度转动，它的第三根本体轴偏离竖直向上方向 { $tilt } 度。
# A body in flight. $number: which body (1, 2, …); $height: its centre's height in metres along up (negative below the start's level of zero); $speed: its centre's speed in m/s; $spin: its angular speed in rad/s.
access-describe-flying = 第 { $number } 个物体的高度为 { $height } 米，以每秒 { $speed } 米的速度运动，并以每秒 { $spin } 弧度的角速度转动。
access-describe-slung = 四旋翼的高度为 { $height } 米，以每秒 { $speed } 米的速度运动；其缆绳偏离竖直方向 { $cable }°。
# More bodies in flight than are described one by one. $count: how many more.
access-describe-flying-more = { $count ->
   *[other] 另有 { $count } 个物体未作描述。
}

## Where the bodies of a pendulum are: "bob" for a pendulum's body (摆锤); its pivot is the point it
## hangs from (for a chain, the bob before it). Angles are in degrees from straight down.
## Chinese has no plural forms: the selectors only keep the placeholders.
access-pos-chain-one-below = 摆锤在支点下方，偏离竖直向下方向 { $angle } 度。
access-pos-chain-one-above = 摆锤在支点上方，偏离竖直向下方向 { $angle } 度。
# $n: the number of bobs (2 or more).
access-pos-chain-all-below =
    { $n ->
        [2] 两个摆锤都在各自支点的下方。
       *[other] 全部 { $n } 个摆锤都在各自支点的下方。
    }
access-pos-chain-all-above =
    { $n ->
        [2] 两个摆锤都在各自支点的上方。
       *[other] 全部 { $n } 个摆锤都在各自支点的上方。
    }
# $list: the numbers of the bobs above their pivots ("3", "2和4"); $count: how many; $n: of how many.
access-pos-chain-some-above =
    { $count ->
       *[other] 在 { $n } 个摆锤中，编号为 { $list } 的摆锤在支点上方。
    }
# More than six bobs: counted. $below and $above add up to $n.
access-pos-chain-many = 在 { $n } 个摆锤中，有 { $below } 个在支点下方，{ $above } 个在支点上方。
# $list: each bob's angle from straight down, in order ("12、40和170").
access-pos-chain-angles = 它们偏离竖直向下方向的角度依次为 { $list } 度。
# $index: the number of the bob farthest from straight down; $angle: its angle.
access-pos-chain-farthest = 第 { $index } 个摆锤偏离竖直向下方向最远，为 { $angle } 度。

## Where the bodies on spheres are (points on a sphere, dipoles): in the lower or upper half of
## their sphere, by the scene's up. Angles are in degrees from the bottom of the sphere.
access-pos-sphere-one-below = 物体在球面的下半部分，距球面最低点 { $angle } 度。
access-pos-sphere-one-above = 物体在球面的上半部分，距球面最低点 { $angle } 度。
access-pos-sphere-all-below =
    { $n ->
        [2] 两个物体都在各自球面的下半部分。
       *[other] 全部 { $n } 个物体都在各自球面的下半部分。
    }
access-pos-sphere-all-above =
    { $n ->
        [2] 两个物体都在各自球面的上半部分。
       *[other] 全部 { $n } 个物体都在各自球面的上半部分。
    }
access-pos-sphere-some-above =
    { $count ->
       *[other] 在 { $n } 个物体中，编号为 { $list } 的物体在球面的上半部分。
    }
access-pos-sphere-many = 在 { $n } 个物体中，有 { $below } 个在球面的下半部分，{ $above } 个在上半部分。
access-pos-sphere-angles = 它们与球面最低点的角距离依次为 { $list } 度。
access-pos-sphere-farthest = 第 { $index } 个物体离球面最低点最远，为 { $angle } 度。

## The plots as tables (under each plot: a toggle and a refresh button)
access-table-button = 表格
    .title = 以表格形式显示图中的数值
access-table-refresh = 刷新
    .title = 把最新的数值读入表格
# The caption of the energy plot's table. $rows: rows shown; $total: samples recorded.
access-table-energy-caption =
    { $total ->
        [1] 能量随时间的变化：共记录了 { $total } 个样本，显示 { $rows } 个。
       *[other] 能量随时间的变化：共记录了 { $total } 个样本，显示其中等间隔选取的 { $rows } 个，并包括最新的一个。
    }
# The caption of the second plot's table. $plot: the plot's name (约束误差（对数坐标）, 动量映射, 相图).
access-table-aux-caption =
    { $total ->
        [1] { $plot }：共记录了 { $total } 个样本，显示 { $rows } 个。
       *[other] { $plot }：共记录了 { $total } 个样本，显示其中等间隔选取的 { $rows } 个，并包括最新的一个。
    }
access-table-empty = 目前还没有记录任何数据。
# Column headers. $run: the integrator's short name.
access-table-col-time = t（s）
access-table-col-energy = E，{ $run }（J）
access-table-col-error = |E − E₀|，{ $run }（J）
# $quantity: what the second plot shows (the manifold error, a momentum, a phase coordinate with its unit).
access-table-col-quantity = { $quantity }，{ $run }
