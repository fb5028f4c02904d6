# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: the page's own words (web/index.html and web/js/), Simplified Chinese.
# Source: web/locales/en/page.ftl. Button names here are quoted by editor.ftl and lessons.ftl
# (“应用”、“分享 → 保存文件”、“播放”): keep them the same when changing either.

## Start-up
fatal-no-wasm = 无法加载 WebAssembly 模块（geovi.mjs 和 geovi.wasm）：{ $problem }。如果使用的是源代码检出，请运行 `npm run build`。
notice-bad-locale = ?locale={ $value }：geovi 没有这种语言的翻译，页面以英文（或浏览器的语言）显示。可用的语言：{ $available }。

## Language picker
locale-label = 语言
locale-picker =
    .aria-label = 页面语言

## The page's title and tagline (web/index.html)
page-title = geovi — 几何变分积分器
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
page-tagline = { $space } 与 SO(3) 上的几何变分积分器——Lee、Leok 与 McClamroch

## The top bar: transport and run pickers
top-controls =
    .aria-label = 模拟控制
# The play button while the simulation runs (it pauses it).
transport-playing = ❚❚ 暂停
    .aria-label = 暂停
    .title = 播放/暂停（空格键）
# The play button while the simulation is paused (it starts it).
transport-paused = ▶ 播放
    .aria-label = 播放
    .title = 播放/暂停（空格键）
transport-step = 单步
    .aria-label = 单步前进
    .title = 单步前进（→）
transport-reset = 重置
    .aria-label = 重置到初始状态
    .title = 重置（R）
transport-speed-label = 速度
transport-speed =
    .aria-label = 速度：每 1 秒真实时间对应的模拟秒数
# h is the step size's symbol in the label beside this field.
run-step-size =
    .aria-label = 步长 h，单位为秒
run-integrator-label = 积分器
run-integrator =
    .aria-label = 积分器
run-compare-label = 对照
run-compare =
    .aria-label = 对照模式：同时运行一个对照积分器，并排比较
top-trails = 轨迹
    .aria-label = 轨迹
    .title = 轨迹（T）
top-build = 搭建
    .title = 搭建系统：编辑器（B）
top-projector = 投影
    .title = 投影模式：浅色背景、更大的字号、更粗的线条（J）
top-help =
    .aria-label = 键盘快捷键
    .title = 键盘快捷键（?）
top-about = 关于
    .title = 关于 geovi：版本、许可证、第三方声明

## The run pickers' choices (web/js/panels/run-panel.js)
# An integrator in the picker that is the one the preset's file names.
run-integrator-preset = { $name }（预设）
# The compare picker's choice for no baseline run.
run-compare-off = 关闭
# The legend over the view in compare mode: the main run is drawn solid, the baseline as a ghost.
run-legend-main = 实体：{ $integrator }
run-legend-baseline = 虚影：{ $integrator }
run-step-invalid = 步长 h：应为正数，实际为“{ $value }”

## The 3-D view
view-section =
    .aria-label = 模拟的三维视图
# Over the view: { $ms } is the physics' milliseconds per frame, { $realtime } how many times faster than real time it runs (e.g. 1.00×).
view-perf = 物理计算 { $ms } ms/帧 · 实时倍率 { $realtime }
view-embed-full = 在 geovi 中打开 ↗
view-flat-note = 此浏览器或设备关闭了 WebGL，因此视图以平面方式绘制，没有明暗效果。物理计算、数值和图表都不受影响。要获得三维视图：请在浏览器设置中开启硬件加速（图形加速），更新显卡驱动，或换用其他浏览器。
disturb-group =
    .aria-label = 扰动四旋翼
disturb-flip = 翻转
    .title = 将四旋翼俯仰翻转 178°，静止：两个控制器都从这里重新开始
disturb-push = 推动
    .title = 将四旋翼沿 e1 移动 1 米，静止：两个控制器都从这里重新开始
disturb-tilt = 倾斜
    .title = 按下时：在视图中拖动四旋翼会使其倾斜，而不是移动它（按住 Shift 拖动也一样）
disturb-flipped = 手动翻转
disturb-pushed = 手动推动 1 米
disturb-dragged = 手动拖动
disturb-tilted = 手动倾斜
view-hint-quadrotor-mouse = 拖动四旋翼可移动它 · 按住 Shift 拖动可使其倾斜 · 拖动其他位置可旋转视角 · 滚轮缩放 · 按 ? 查看快捷键
view-hint-quadrotor-touch = 按住四旋翼滑动可移动它，按下“倾斜”后滑动则使其倾斜 · 单指在其他位置滑动可旋转视角 · 双指捏合缩放
# The hint under the view, for a mouse and for a touch screen.
view-hint-mouse = 拖动摆锤可使其沿球面移动 · 拖动其他位置可旋转视角 · 滚轮缩放 · 按 ? 查看快捷键
view-hint-touch = 按住摆锤滑动可使其沿球面移动 · 单指在其他位置滑动可旋转视角 · 双指捏合缩放
# The gestures in the keyboard shortcuts dialog, for a mouse and for a touch screen.
view-gestures-mouse = 拖动摆锤可使其沿球面移动（页面会显示你注入的能量）。拖动背景可旋转视角，滚动滚轮可缩放。
view-gestures-touch = 按住摆锤滑动可使其沿球面移动（页面会显示你注入的能量）。单指在其他位置滑动可旋转视角；双指捏合可缩放。

## The scenario card
picker-scenario-label = 预设
picker-scenario =
    .aria-label = 预设场景
picker-lesson-label = 课程
picker-lesson =
    .aria-label = 课程：为说明某一要点而设置的预设
# The scenario picker's first entry when the open system is not a preset; { $title } is its own title.
picker-own-system = 你的系统：{ $title }
picker-untitled = 未命名
# A preset whose file could not be read.
picker-invalid = { $title }（JSON 无效）

## The lesson card's labels (its texts are in lessons.ftl and data.ftl)
card-lesson-watch = 观察：
card-lesson-why = 原因：
card-lesson-equation = 关键公式：
card-lesson-outline =
    .aria-label = 相平面（角度–角速度）中由初始条件构成的闭曲线当前的形状：主运行为实线，对照为虚线
# The phase-space area now over the area at the start, for the main run ({ $main }) and the baseline ({ $baseline }).
card-lesson-areas = 相空间面积 / 初始面积：主运行 { $main } · 对照 { $baseline }

## The readouts
readout-section =
    .aria-label = 诊断
readout-energy = 总能量
readout-drift = 漂移
readout-manifold = 流形误差
readout-momentum = 动量
readout-linear-momentum = 动量
readout-angular-momentum = 角动量
readout-spins = 各物体的自旋角动量
readout-solver = 求解器
# The unit beside "Solver": what its number pair is.
readout-solver-unit = 迭代次数 · 残差
# The solver's readout for an explicit method (no iterations).
readout-solver-explicit = 显式
readout-on-warning = 出现警告时
# What "On a warning" reacts to.
readout-on-warning-unit = 能量跳变、步进异常
readout-on-warning-mode =
    .aria-label = 运行出现问题时，监测程序的处理方式
readout-on-warning-pause = 暂停
readout-on-warning-continue = 继续运行

## The plots
plots-energy-title = 能量
plots-energy =
    .aria-label = 总能量（左轴）与能量误差 |E − E₀|（右轴，对数坐标）随模拟时间变化的图
plots-second-label = 第二幅图
plots-second-kind =
    .aria-label = 第二幅图
plots-second =
    .aria-label = 第二幅图：约束误差、动量或相图
# The momentum plot's name when the run does not name its momentum.
plots-momentum = 动量

## The explain card (its texts are in lessons.ftl)
card-explain-summary = 讲解：拉格朗日量、方程、离散更新

## The parameters card
params-summary = 参数与初始状态
params-apply = 应用
params-revert = 恢复预设值
params-json-label = 场景 JSON（点击“应用”时由计算核心校验）
params-json =
    .aria-label = 场景 JSON
params-json-apply = 应用 JSON
params-physical = 物理参数
params-initial = 初始状态
params-only-first = 这里只列出前 { $count } 个数；其余的请在下方的 JSON 中编辑。
# { $problem } is the browser's own message about the JSON text.
params-json-error = 场景 JSON：{ $problem }
# { $path } is a parameter's path, such as system.masses.0
params-not-finite = { $path }：应为有限数

## Share and export
share-title = 分享与导出
share-copy-link = 复制链接
    .title = 复制永久链接（L）
share-png =
    .title = PNG 快照（P）
share-embed = 嵌入代码
    .title = 此永久链接的 <iframe>，可用于幻灯片或课程网页
share-link-builder = 链接生成器…
    .title = 组合生成链接或嵌入代码：系统或课程、积分器、速度、主题、锁定的控件
share-save-file = 保存文件
    .title = 将当前场景保存为 .json 文件（geovi run FILE 会以相同方式运行它）
share-open-file = 打开文件…
    .title = 打开场景文件（.json），也可以直接把文件拖放到页面上
share-file-input =
    .aria-label = 要打开的场景文件
share-embed-code =
    .aria-label = 嵌入代码：此永久链接的 iframe
share-permalink =
    .aria-label = 永久链接：粘贴链接后点击“打开”
    .placeholder = 粘贴永久链接…
share-open-link = 打开
share-note-save = 保存文件
share-drop-hint = 拖放场景文件（.json）即可打开
share-not-url = 永久链接：不是 URL
# { $problem } says why the open scenario cannot be put into a link.
share-no-link = 无法生成链接：{ $problem }。
share-link-problem = { $problem }。
share-long-link = { $length ->
       *[other] 这个链接长 { $length } 个字符，因为它携带了整个场景：有些邮件和聊天工具会截断超过 { $limit } 个字符的链接。请同时发送场景文件。
    }
share-copied = 永久链接已复制。
share-embed-copied = 嵌入代码已复制：可以粘贴到幻灯片或课程网页中。
# The title of the <iframe> in the embed code (read by screen readers on the page it is pasted into).
share-embed-title = geovi：{ $title }
share-embed-untitled = 模拟

## The link builder's dialog (its choices are in editor.ftl)
dialog-link-title = 链接生成器
dialog-link-show = 内容
dialog-link-integrator = 积分器
dialog-link-compare = 对照
dialog-link-speed = 速度
dialog-link-theme = 主题
dialog-link-embed = 嵌入模式
dialog-link-controls = 控件：显示、锁定（变灰）或隐藏
dialog-link-link = 链接
dialog-link-embed-code = 嵌入代码
dialog-link-copy = 复制
dialog-close = 关闭

## The keyboard shortcuts dialog
dialog-help-title = 键盘快捷键

## The system editor's dialog (its form is in editor.ftl)
dialog-build-title = 搭建系统
dialog-build-close = 关闭
    .aria-label = 关闭编辑器（Esc）
dialog-build-type = 系统类型（即所用模板）
dialog-build-from-running = 编辑当前系统
dialog-build-undo = 撤销
    .title = 撤销（Ctrl+Z）
dialog-build-redo = 重做
    .title = 重做（Ctrl+Shift+Z）
dialog-build-apply = 应用
    .title = 运行此系统（Enter）

## The About dialog
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
dialog-about-text = { $space } 与 SO(3) 上的几何变分积分器，基于 Lee、Leok 和 McClamroch 的全局表述。geovi 是以 MIT 许可证发布的自由软件。
dialog-about-notices = 第三方声明：geovi 附带的软件及其许可证
dialog-about-loading = 正在加载……
dialog-about-notices-failed = 无法加载这些声明（{ $problem }）。它们保存在页面旁的 notices.txt 中。
# Each locale says here how its translation was made (by whom, or by what, and checked how).
translation-credit = 本中文版由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月从英文译出，尚未经母语为中文的教师审校。欢迎指正（见 docs/translating.md）。

## Keyboard shortcuts: how the help names the keys, and what they do
key-space = 空格键
key-step-keys = → 或 .
key-speed-keys = + / −
key-escape = Esc
key-play = 播放/暂停
key-step = 单步前进（暂停时）
key-reset = 重置到初始状态
key-speed = 加快/减慢
key-compare = 打开/关闭对照模式
key-trails = 打开/关闭轨迹
key-snapshot = 保存 PNG 快照
key-permalink = 复制永久链接
key-projector = 打开/关闭投影模式
# { $kinds } lists the plot kinds' names as the address writes them (constraint · momentum · phase).
key-next-plot = 切换到下一幅图：{ $kinds }
key-help = 本帮助
key-close-help = 关闭本帮助

## Notices: a link, a file or a change that could not be opened as asked.
## { $problem } is the reason, from the core or from the page; the rest says what the page did instead.
notice-kept = { $problem }——保留当前的模拟。
notice-opened-default = { $problem }——已改为打开默认预设。
# { $scenario } is the preset's file name (such as double_spherical_pendulum).
notice-opened-preset = { $problem }——已改为打开预设 { $scenario }。
notice-opened-preset-as-filed = { $problem }——已改为按文件原样打开预设 { $scenario }。
notice-opened-without-edits = { $problem }——已打开未经修改的预设。
notice-opened-own-settings = { $problem }——已改为用场景自身的积分器和步长打开。
# { $lesson } is the lesson's name in the address.
notice-lesson-skipped = ?lesson={ $lesson }：{ $problem }——已打开不带该课程的场景。
notice-file-opened = 已打开文件“{ $name }”。

## Why a scenario was refused, by where it came from; { $problem } is the core's reason (in English).
refused-link = 链接中的场景：{ $problem }
refused-file = 文件“{ $name }”：{ $problem }
refused-address = { $address }：{ $problem }
refused-address-unnamed = 该地址：{ $problem }
refused-api = 课程网页提供的场景：{ $problem }
refused-editor = 你的系统：{ $problem }
refused-not-scenario = 不是场景：应为包含 "system" 和 "initial" 的 JSON 对象
# { $name } is the baseline integrator's name.
refused-baseline = 对照方法“{ $name }”：{ $problem }

## A run that stopped (the error box over the view)
# { $integrator } is the integrator's name, { $problem } the core's message.
error-run = { $integrator }：{ $problem }
# { $time } is the simulated time in seconds.
error-baseline-stopped = 对照方法 { $integrator } 在 t = { $time } s 时停止：{ $problem }
# The health judge's sentence and its advice (core.ftl).
error-health = { $sentence }{ $advice }
error-health-baseline = 对照运行已停止。{ $sentence }{ $advice }
# The heading of the folded details under the error: the solver's own words.
error-solver-message = 求解器的原始信息
# A drag moved the energy: { $dE } is the change with its sign (+0.01234).
notice-injected = 拖动注入的能量：ΔE = { $dE } J
# { $warnings } are the core's warnings about the input (in English), separated by semicolons.
notice-input-adjusted = 输入已调整：{ $warnings }

## The watchdog (docs/watchdog.md); its sentences are the health judge's (core.ftl)
watchdog-comparison = 对照运行（{ $integrator }）：{ $sentence }
# The short label on the energy plot's time axis where a warning came.
watchdog-mark = 警告
watchdog-mark-baseline = 警告：{ $integrator }
watchdog-paused = 已暂停（见诊断读数旁的“出现警告时”）；点击“播放”继续。

## Scenario files and addresses (Open file, drop, ?load=)
# Names a file in the messages below ({ $what }).
file-named = 文件“{ $name }”
file-not-json = { $what }：不是 JSON（{ $problem }）
file-not-object = { $what }：不是场景：应为 JSON 对象
file-not-utf8 = { $what }：不是 UTF-8 文本
# { $size } and { $limit } are in MiB (mebibytes).
file-too-large = { $what }：{ $size } MiB，文件太大（上限为 { $limit } MiB）
file-over-limit = { $what }：超过 { $size } MiB，文件太大（上限为 { $limit } MiB）
file-fetch-failed = { $what }：无法获取（网络故障）
# { $origin } is the other server's address; Access-Control-Allow-Origin is an HTTP header's name.
file-fetch-failed-cross = { $what }：无法获取（网络故障，或者 { $origin } 的服务器不允许本页面读取它：该服务器必须发送 Access-Control-Allow-Origin）
# { $status } is the HTTP status code and its text (404 Not Found).
file-http-error = { $what }：服务器返回 HTTP { $status }

## The address's keys (docs/url-parameters.md): each problem names the key (?{ $key }=) and its value.
url-name = ?{ $key }={ $value }：名称只能包含字母、数字、_ 和 -
url-number = ?{ $key }={ $value }：应为区间 ({ $lo }, { $hi }] 内的数
# { $choices } lists the accepted values, separated by commas.
url-choice = ?{ $key }={ $value }：应为以下之一：{ $choices }
url-flag = ?{ $key }={ $value }：应为 1 或 0
url-edits-json = ?{ $key }=…：不是有效的 JSON
url-edits-object = ?{ $key }=…：应为对象 { "{" }"path": number{ "}" }
url-edits-count = ?{ $key }=…：最多 { $max } 处修改
url-edits-path = ?{ $key }=…：“{ $path }”不是参数路径（应为 system.… 或 initial.…）
url-edits-number = ?{ $key }=…：{ $path } 必须是有限数
# { $problem } says what is wrong with the scenario carried in the link.
url-scenario-link = 链接中的场景（{ $key }=…）：{ $problem }
url-address-long = ?{ $key }=…：地址最多 { $max } 个字符
url-address-invalid = ?{ $key }={ $value }：不是地址
# { $protocol } is the page's own scheme, such as file:; "Open file" is the button's name (share-open-file).
url-address-protocol = ?{ $key }={ $value }：只能获取 http 和 https 地址（本页面的地址以 { $protocol }// 开头；请改用“打开文件”打开该文件）
url-controls-count = ?{ $key }=：最多 { $max } 个名称
# { $names } lists the control names the key accepts, separated by commas.
url-controls-unknown = ?{ $key }={ $value }：不是控件名（应为以下名称中的若干个：{ $names }）
url-too-long = { $length ->
       *[other] 永久链接太长（{ $length } 个字符；最多 { $max } 个）
    }
url-not-query = 永久链接：不是有效的查询字符串
url-key-too-long = { $length ->
       *[other] { $key }=…：{ $length } 个字符，最多 { $max } 个
    }
# { $path } is a parameter's path, such as system.masses.0
url-edit-missing = 参数 { $path }：此预设中没有该参数
url-edit-not-number = 参数 { $path }：在此预设中不是数值

## A whole scenario in a link (#s=, docs/building.md "Links"): why one cannot be read or written
link-empty = 为空
link-decode-long = { $length ->
       *[other] { $length } 个字符，超过了链接可携带的 { $max } 个字符
    }
# { $char } is the offending character, in quotes.
link-not-base64-char = 不是 base64url：字符 { $char } 不属于 A–Z a–z 0–9 - _
link-not-base64-short = 不是 base64url：文本被截断了（其长度多出了单独一个字符）
link-inflate-limit = 解压后超过 { $max } 字节，即链接中场景的上限
link-not-deflate = 不是原始 DEFLATE 数据（{ $problem }）
link-not-json = 解压后不是 JSON（{ $problem }）
link-not-utf8 = 解压后不是 UTF-8 文本
link-not-object = 不是场景：应为 JSON 对象
link-too-many-bytes = { $bytes ->
       *[other] 这个场景的 JSON 有 { $bytes } 字节，超过了链接能携带的上限（{ $max }）：请改为保存成文件
    }
link-too-many-chars = { $length ->
       *[other] 这个场景需要长 { $length } 个字符的链接，超过了浏览器能打开的上限（{ $max }）：请改为保存成文件
    }

## The conserved momentum map's name (readouts, the momentum plot and its table). $axis is e1, e2 or e3
## (world axes of (S²)ⁿ) or E1, E2 or E3 (the spatial frame of a rigid body).
momentum-angular-about = 绕 { $axis } 轴的角动量
momentum-spatial-angular-about = 绕 { $axis } 轴的空间角动量

## A preset or a lesson the page cannot find (?scenario=, ?lesson=). $source is the file it looked for,
## sometimes with the server's answer ("core/lessons/nope.json: HTTP 404").
data-no-lesson = 没有名为“{ $id }”的课程（{ $source }）
data-no-preset = 没有名为“{ $id }”的预设（{ $source }）

## 恶意输入（issue 48）。人工翻译。
json-too-deep = 嵌套超过 { $max } 层（核心的上限）
json-out-of-range = { $path }：应为有限数，得到 { $literal }（超出 double 范围）
file-not-scenario = { $what }：{ $problem }
url-edit-segment = 参数 { $path }：{ $segment } 不是此预设的字段或索引
url-name-reserved = ?{ $key }={ $value }：保留名称，不会是任何预设或积分器的名称
load-waiting = 正在等待 { $address } … 页面将在 { $seconds } 秒后放弃。
load-cancel = 取消
file-fetch-timeout = { $what }：{ $seconds } 秒内没有应答；页面已放弃
file-fetch-cancelled = { $what }：已取消
notice-step-longer-than-run = 步长 h = { $h } s 比此场景的整个运行（t_end = { $tEnd } s）还长：没有任何一步在其中结束，命令行会拒绝它。请选择更小的 h。
