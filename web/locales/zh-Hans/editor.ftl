# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: editor, Simplified Chinese. Source: web/locales/en/editor.ftl.
# The system editor (the Build drawer) and the link builder.
# Parameter names (masses, lengths, …), keys of `initial` (q, omega, R, …), choice values and
# integrator names (vi, rk4, …) stay as they are: they are the scenario file's keys and values.

## The system editor: the form's sections

editor-section-parameters = 参数
editor-section-control = 控制器
editor-control-type = 控制器
editor-section-initial = 初始状态
# A system type the page's catalogue does not have: its `system` object, edited as JSON.
editor-section-system = 系统
editor-section-run = 运行

## The system editor: what a field's label says after its name, in parentheses: "masses（kg，> 0）"

# The range of values a number may take. $min and $max are numbers.
editor-range-above = > { $min }
editor-range-from = ≥ { $min }
editor-range-to = ≤ { $max }
editor-range-above-to = > { $min }，≤ { $max }
editor-range-from-to = ≥ { $min }，≤ { $max }
# $unit: a unit symbol (kg, m, N·m); $range: one of the ranges above.
editor-hint-unit-range = { $unit }，{ $range }
# A unit vector's three inputs.
editor-hint-direction = 方向
# $hint: the unit and range, as above ("m，> 0").
editor-hint-direction-with = { $hint }，方向
editor-hint-body-numbers = 物体编号，从 1 开始
editor-hint-point-numbers = 点的编号，从 1 开始
# A field edited as JSON text (a shape the form has no inputs for).
editor-hint-json = JSON
# The hint after a field's name: "masses" + "（kg，> 0）" (full-width parentheses, no space before them).
editor-field-hint = （{ $hint }）
# A group of inputs with its hint: $label is the parameter's name, $hint as above.
editor-label-hint = { $label }（{ $hint }）

## The system editor: labels of single inputs (read by screen readers) and of numbered items

# One component of a vector: $label the parameter's name, $component x, y, z (or 1, 2, … for longer rows).
editor-component = { $label } { $component }
# The item or value number $number of a list or a per-body parameter: "springs 2", "masses 3".
editor-numbered = { $label } { $number }
# The two numbers of a pair (a spring's "between": the two bodies it joins).
editor-pair-first = { $label }：第一个
editor-pair-second = { $label }：第二个
# $item: a list item ("segments 2"); $field: the name of one of its values (from, to).
editor-item-field = { $item }：{ $field }
# One entry of a matrix: $label its name (inertia).
editor-matrix-entry = { $label } 第 { $row } 行第 { $column } 列
# A matrix's name and size: "inertia（3 × 3）".
editor-matrix-size = { $label }（{ $rows } × { $cols }）
# A list's name and how many items it has now: "springs（2）".
editor-list-count = { $label }（{ $count }）
# A potential term of the generic system: $term its name, $list the list's name (potentials),
# $number its place in the list: "弹簧（potentials 1）".
editor-term-title = { $term }（{ $list } { $number }）

## The system editor: optional parameters and their switches

# The option of a choice left unset (the core uses its default).
editor-choice-default = （默认）
# The placeholder of an optional number left empty: $value the value the core then uses.
editor-placeholder-default = 默认 { $value }
# The placeholder of an optional number left empty when the core then leaves it out.
editor-placeholder-not-used = 不使用
# The checkbox of an optional parameter: $name the parameter's name.
editor-use = 使用 { $name }

## The system editor: one value for all bodies, or one each

editor-same-for-all = 全部相同
editor-one-per-body = 逐个物体设置
# The screen reader's name of the buttons above; $name: the parameter's name.
editor-same-for-all-label = { $name }：所有物体取同一个值
editor-one-per-body-label = { $name }：每个物体各取一个值
# A parameter with one value per body, edited in the bodies' rows below (the section "Bodies").
editor-per-body-elsewhere = { $name }：每个物体各取一个值，见下方“物体”部分
# The same, with the unit and range ($hint: "kg，> 0").
editor-per-body-elsewhere-hint = { $name }（{ $hint }）：每个物体各取一个值，见下方“物体”部分

## The system editor: lists (springs, forcing terms, segments) and potential terms

editor-remove = 删除
# The screen reader's name of Remove: $item the item it removes ("springs 2").
editor-remove-label = 删除 { $item }
# $list: the list's name (forcing). The picker of the new item's type.
editor-new-item-type = { $list } 中新条目的类型
editor-add-to = 添加到 { $list }
editor-term-pick = 要添加的势能项
editor-add-term = 添加势能项

## The system editor: the bodies

editor-bodies = 物体
# $count: the bodies now.
editor-bodies-count = 物体（{ $count } 个）
# $count: the bodies now; $min and $max: how many the system type allows.
editor-bodies-count-range = 物体（{ $count } 个；允许 { $min } 至 { $max } 个）
# A system whose initial state is a generated lattice (molecules): no per-body rows.
editor-bodies-generated = 物体由初始状态生成，其数目随初始状态而定。
# Past 100 bodies the form lists no more: $first and $last are body numbers.
editor-bodies-unlisted = 物体 { $first }–{ $last } 保持原值（未列出）。
editor-body = 物体 { $number }
# $name: a parameter's name (masses).
editor-body-param = 物体 { $number } 的 { $name }
# A row of the initial state: $key a key of the scenario file's `initial` (q, omega).
editor-initial-key = 初始 { $key }
editor-body-initial = 物体 { $number } 的初始 { $key }
editor-remove-body = 删除物体 { $number }
editor-add-body = 添加物体

## The system editor: the section Run

editor-run-integrator = 积分器
editor-run-step = 步长 h
# s: seconds.
editor-run-step-hint = s，> 0
editor-run-compare = 对照方法
# The comparison's option "no comparison".
editor-run-compare-none = 无
editor-run-duration = 时长 t_end
editor-run-duration-hint = s，≥ 0
editor-run-title = 标题

## The system editor: the status line

editor-unknown-type = 目录中没有这种系统类型。
editor-status-ok = 计算核心接受这个系统。点击“应用”（Enter）即可运行。
# $notes: the core's notes on the system (in English, from the C++ core), joined by "; ";
# $count: how many notes. Chinese needs only the category other.
editor-status-ok-notes = { $count ->
   *[other] 计算核心接受这个系统。点击“应用”（Enter）即可运行。注意：{ $notes }
}
# $message: the core's message, in English (it names the field: "system.masses[1]: must be > 0").
editor-status-invalid = 无效：{ $message }
editor-status-applied = 已应用：你的系统正在运行。

## The link builder: where the link starts

# $scenario: the name of the open preset's file (chain_pendulum_5).
editor-link-open-preset = 当前打开的系统（{ $scenario }）
editor-link-open-edited = 当前打开的系统（{ $scenario }，含修改）
editor-link-open-built = 当前打开的系统（在此搭建：由链接携带）
# The headings of the two groups of the source's options.
editor-link-presets = 预设
editor-link-lessons = 课程
# The integrator that runs now, among the integrators a link may choose: $name its name (vi).
editor-link-integrator-current = { $name }（当前）
# The comparison's option "no comparison".
editor-link-compare-off = 关闭
# A speed of the playback: $speed a number (0.25, 2).
editor-link-speed = { $speed }×

## The link builder: the themes and the page's controls (shown, locked or hidden by the link)

editor-link-theme-dark = 深色
editor-link-theme-projector = 投影
editor-link-control-play = 播放
editor-link-control-step = 单步
editor-link-control-reset = 重置
editor-link-control-speed = 速度
# The step size h.
editor-link-control-h = h
editor-link-control-integrator = 积分器
editor-link-control-compare = 对照
editor-link-control-scenario = 预设
editor-link-control-lesson = 课程
editor-link-control-build = 搭建
editor-link-control-params = 参数
editor-link-control-share = 分享
editor-link-control-plot = 图表
editor-link-control-theme = 主题
editor-link-control-trails = 轨迹
# What the page does when the health judge warns (pause or go on).
editor-link-control-onwarning = 警告时的处理
editor-link-shown = 显示
editor-link-locked = 锁定
editor-link-hidden = 隐藏

## The link builder: notes and notices

editor-link-copied = 链接已复制。
editor-link-embed-copied = 嵌入代码已复制。
# $length: the link's length in characters; $limit: 2000. "Share → Save file": the page's Share card and its button.
editor-link-too-long = { $length ->
   *[other] 这个链接长 { $length } 个字符：有些工具会截断超过 { $limit } 个字符的链接。请同时发送场景文件（分享 → 保存文件）。
}
# $problem: why the page cannot write the link (in English).
editor-link-failed = 无法生成链接：{ $problem }。请改为发送场景文件（分享 → 保存文件）。
# The keyboard shortcut B, in the page's list of keys.
editor-key-build = 搭建系统：编辑器
