# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: lessons, Simplified Chinese. Source: web/locales/en/lessons.ftl.
# The lesson panel and the explain panel. Equation numbers such as (3.10)–(3.13) refer to the
# papers' numbering and stay as they are.

## Lesson picker (beside the preset picker)

# The picker's first entry: no lesson open.
lesson-picker-none = — 无 —
# A lesson file that cannot be read; $title is the lesson's title (or its file name).
lesson-picker-invalid = { $title }（JSON 无效）

## Lesson panel: opening a lesson

# $name is the lesson name asked for (from a link), $file the file it would be in.
lesson-error-unknown = 没有名为“{ $name }”的课程（{ $file }）
# A notice when a lesson cannot be opened; $problem says why (in English when it is about the lesson file's format).
lesson-notice-kept = { $problem }——保留当前的模拟。

## Lesson panel: the claim's status (a live region that screen readers announce)
## 论断（claim）：课程所说的、将在图上显现的现象。主运行：课程所讲的积分器；对照（虚影）：与之比较的运行。

# Shown while the lesson's runs start.
lesson-status-watching = 正在观察……
# While the claim is not visible yet; $detail is one of the lesson-claim-* sentences below.
lesson-status-watching-detail = 正在观察……{ $detail }。
# Once the claim is visible; $time is the simulated time in seconds when it became visible, $detail one of the lesson-claim-* sentences below.
lesson-status-visible = ✓ 自 t = { $time } s 起已可见。{ $detail }。

## What the page sees of the claim (the $detail above; no final full stop)

# Before the claim is judged; $after is a time in seconds.
lesson-claim-judged-from = 从 t = { $after } s 起判定
# $ratio: how many times larger the baseline's energy error is than the main run's; $growth: the factor by which the main run's error band changed.
lesson-claim-energy-band = 对照方法在最后三分之一时段的 |E − E₀| 是主运行最大误差的 { $ratio } 倍；主运行的误差带变为原来的 { $growth } 倍
# The largest distance from the constraint manifold (the unit spheres, or SO(3)) of each run.
lesson-claim-constraint = 流形误差：主运行 { $main }，对照 { $baseline }
lesson-claim-momentum = 相对动量漂移：主运行 { $main }，对照 { $baseline }
# $main: the relative drift of the total angular momentum; $swing: how far its orbital part has swung, as a percentage of it.
lesson-claim-spin-orbit = 总角动量漂移 { $main }；其轨道部分的变化幅度为 { $swing }
lesson-claim-centre-of-mass = 质心移动了 { $main } 米，而四旋翼摆动了 { $swing } 米；RK4 的缆绳长度偏离了 { $baseline }
lesson-claim-tracking = 几何控制器始终处于应在位置的 { $main } 米以内；对照从未靠近到 { $baseline } 米以内
lesson-claim-failure-not-yet = 对照方法尚未失效
# $time in seconds; $error a relative energy error.
lesson-claim-failure = 对照方法在 t = { $time } s 时失效；主运行的相对能量误差为 { $error }
# $error: relative energy error; $column: the name of a state variable (such as W2); $flips: how often it changed sign.
lesson-claim-energy-exact = 相对能量误差 { $error }；{ $column } 已变号 { $flips ->
       *[other] { $flips } 次
    }
# $energy: the energy-exact sentence above; $measured: the growth rate read off the main run (the slope of ln of the off-axis part of Π); $formula: Euler's rate from J and Ω; $difference: their relative difference.
lesson-claim-growth-rate = { $energy }；测得的增长率 { $measured } 1/s，欧拉的 σ { $formula } 1/s，相对差 { $difference }
# $distance in metres.
lesson-claim-separation = 两次运行相距 { $distance } m
# The phase-space area enclosed by each run's points, divided by its area at the start.
lesson-claim-area = 面积 / 初始面积：主运行 { $main }，对照 { $baseline }
# A claim kind this page does not know; $kind is its name in the lesson file.
lesson-claim-unknown = 未知的论断类型 { $kind }

## Explain panel（讲解面板：拉格朗日量、方程、离散更新）
## The mathematics is typeset from fixed TeX and is not translated; these are the words around it.

# In the keyboard help: what the E key does.
explain-key-toggle = 打开/关闭讲解面板
# $ref is one of the explain-*-ref citations below.
explain-source = 出处：{ $ref }。
# For the systems on spheres, whose equations are all those of paper 003.
explain-source-s2n = 出处：{ $ref }；方程均取自论文 003。
explain-lagrangian = 拉格朗日量
explain-continuous = 连续方程
explain-lagrangian-s2n = 拉格朗日量 (2.2)
explain-continuous-s2n = 连续方程 (2.9)–(2.10)

# Headings of the discrete update. $method is an integrator's name (vi4, vi4-suzuki, vi6), never
# translated; $composition says how it composes the base method (its keys stay as they are).
explain-update-lgvi = 离散更新（李群变分积分器）
explain-update-lgvi-composed = 离散更新：{ $method }，即李群变分积分器{ $composition ->
        [suzuki] 的 Suzuki 五子步复合
        [kahan-li] 的 Kahan–Li 九子步复合
       *[triple-jump] 的三重跳跃复合
    }
explain-update-implicit = 离散更新：隐式变分积分器 (3.10)–(3.13)
explain-update-implicit-composed = 离散更新：{ $method }，即隐式变分积分器 (3.10)–(3.13) { $composition ->
        [suzuki] 的 Suzuki 五子步复合
        [kahan-li] 的 Kahan–Li 九子步复合
       *[triple-jump] 的三重跳跃复合
    }
explain-update-explicit = 离散更新：显式变分积分器 (3.17)–(3.18)，M 为对角阵
explain-update-explicit-composed = 离散更新：{ $method }，即显式变分积分器 (3.17)–(3.18)（M 为对角阵）{ $composition ->
        [suzuki] 的 Suzuki 五子步复合
        [kahan-li] 的 Kahan–Li 九子步复合
       *[triple-jump] 的三重跳跃复合
    }
# Any other integrator; $integrator is its name (rk4, euler, …), never translated.
explain-update-other = 离散更新：{ $integrator }
# The integrator the main run is compared with; $integrator is its name.
explain-compare = 对照：{ $integrator }
# An integrator's description: $summary its one-line summary, $equations the paper's equations it integrates, $order its order of accuracy.
explain-integrator-about = { $summary }（{ $equations }；{ $order } 阶）

explain-triple-jump-note = 以上更新依次以步长 γ₁h、γ₂h、γ₁h 执行（中间一步为反向）。这一复合是对称的，因此为 4 阶。实时显示的迭代次数是三次求解的总和。
explain-suzuki-note = 以上更新依次以步长 ph、ph、(1−4p)h、ph、ph 执行（中间一步为反向，各步都很短）。这一复合是对称的，因此为 4 阶；在计算量相同的情况下，其误差比三重跳跃小。实时显示的迭代次数是五次求解的总和。
explain-kahan-li-note = 以上更新按 Kahan 和 Li（1997）的步长 γ₁h … γ₉h 执行九次，其中两步为反向。系数是对称的（γ₁₀₋ᵢ = γᵢ），且 Σγᵢ = 1、Σγᵢ³ = Σγᵢ⁵ = 0，从而消去了 h³ 和 h⁵ 误差项，因此这一复合为 6 阶。实时显示的迭代次数是九次求解的总和。
explain-implicit-lgvi-note = 关于 F_k 是隐式的：这次求解的实时迭代次数和残差显示在下方。
explain-implicit-s2n-note = 关于 F_i 是隐式的：这次求解的实时迭代次数和残差显示在下方。
explain-explicit-validity = 当 ‖hω − (h²/2Mᵢᵢ) q × ∂V/∂q‖ < 1 时有效；若某一步违反此条件，计算核心会报告。

# The implicit solver's last step: $iterations Newton or fixed-point iterations, $residual the final residual.
explain-solver-iterations = 求解器，上一步：{ $iterations ->
       *[other] { $iterations } 次迭代
    }，残差 { $residual }
explain-solver-explicit = 求解器：显式更新（无需迭代）。

## Explain panel: the systems. For each: its title, the source it follows (a citation, written as
## core.ftl and data.ftl write them: 论文 003 例 1, 论文 001 第 V 节, 图 3.7), and a note on the model.

explain-chain-pendulum-title = 球面链式摆
explain-chain-pendulum-ref = 论文 001 第 V 节；论文 003 例 1 (3.19)–(3.20)
explain-chain-pendulum-note = 质量位于无质量杆的外端；g 为重力加速度向量（这里 e3 竖直向下）。M 是满矩阵，因此需要使用隐式变分积分器。
explain-pendulum-array-title = 用弹簧相连的球面摆
explain-pendulum-array-ref = 论文 003 例 3
explain-pendulum-array-note = 每个摆悬挂在各自的支点上；弹簧连接相邻杆的中点。M 是对角阵，因此可以使用显式变分积分器 (3.17)–(3.18)。
explain-sphere-nbody-title = 球面上的 n 个物体
explain-sphere-nbody-ref = 论文 003 例 2
explain-sphere-nbody-note = S² 上相互吸引的 n 体问题的势；惯性矩阵是对角的，因此可以使用显式变分积分器。总角动量守恒。
explain-elastic-rod-title = 弹性杆的纯弯曲
explain-elastic-rod-ref = 论文 003 例 4
explain-elastic-rod-note = 均匀的刚性单元由弯曲弹簧相连；均匀杆的惯性使任意两个单元都相互耦合（M 为满矩阵），因此使用隐式变分积分器。
explain-dipole-array-title = 磁偶极子阵列
explain-dipole-array-ref = 论文 003 例 5（参见 (3.25)）
explain-dipole-array-note = 条形磁体可绕网格上的固定支点自由转动；q_i 为磁体 i 的方向（红色 = 北极）。
explain-molecules-title = 球面上的 Lennard-Jones 分子
explain-molecules-ref = 论文 003 例 6，图 3.7
explain-molecules-note = 三角剖分球面的每个面按该面及其相邻面上分子的平均动能 ½ m‖ω_i × q_i‖² 着色（蓝 → 红），与图 3.7 相同。
# A system composed from a list of potential terms (the system editor's generic system).
explain-s2n-title = (S²)ⁿ 上的一般系统
explain-s2n-ref = 论文 003 第 2 节
explain-s2n-note = 由计算核心把一组势能项组合而成。
explain-rigid-body-title = 自由刚体
explain-rigid-body-ref = 论文 002，SO(3) 算例（欧拉方程）
explain-rigid-body-note = 绕质心的无力矩转动。中间轴预设中的物体会周期性地翻转（贾尼别科夫效应）。
explain-flying-title = 飞行中的刚体
explain-flying-ref = Lee、Leok 和 McClamroch，“Lie group variational integrators for the full body problem”，CMAME 196 (2007)，第 3 节
explain-flying-note = 每个物体由空间中的一个质心位置和一个姿态描述；ρ 是它在本体坐标系中的各个点。只受均匀重力时，作用在质心上的力是常量，上面的更新使质心沿精确的抛物线运动。在相互引力作用下，总动量 Σ p 和总角动量 Σ (x × p + R Π) 在舍入误差范围内守恒，而自旋与轨道之间交换角动量。
explain-product-title = 点、方向与姿态：用缆绳吊挂负载的四旋翼
explain-product-ref = Sreenath、Lee 与 Kumar，CDC 2013（模型）；论文 003 第 3 节及 LGVI（积分器）；docs/product-spaces.md
explain-product-note = 四旋翼是一个点 x 加上姿态 R；负载悬挂在 x + l q 处，其中缆绳方向 q 是 S² 上的一个点。动能通过 M 把 x 与 q 耦合起来；沿 −R e₃ 的推力又把姿态与它们耦合。无论步长多大，更新都使 q 精确地保持在其球面上、R 精确地保持在 SO(3) 上。
explain-heavy-top-title = 重陀螺
explain-heavy-top-ref = 论文 004 第 6 节（拉格朗日陀螺 (59)–(80)）
explain-heavy-top-note = 绕固定点 O 转动的刚体，质心为 c（本体坐标系）。对于轴对称（拉格朗日）陀螺，可与 3-1-3 欧拉角方程 (74)–(75) 比较：后者在 ω = 0 处奇异（论文 004 式 (8)）。
explain-pendulum-3d-title = 三维摆
explain-pendulum-3d-ref = Lee、Leok 和 McClamroch 的三维摆；论文 002
explain-pendulum-3d-note = 悬挂在无摩擦球铰上的刚体。
explain-satellite-title = 圆轨道上的卫星
explain-satellite-ref = 论文 004 式 (83)–(90)
explain-satellite-note = 重力梯度力矩（MacCullagh）。显示的能量是雅可比积分 T + V − n E3·RΠ，它是守恒量。
lesson-claim-unit-circle = 变分积分器的乘子与单位圆的距离不超过 { $main }；RK4 最大乘子的模为 { $baseline }
lesson-steps-label = { $path }：
lesson-claim-sleeping-top-above = 自转 { $spin } rad/s 高于阈值 { $threshold } rad/s：请降低它
lesson-claim-sleeping-top = 自转 { $spin } rad/s，低于阈值 { $threshold } rad/s：增长率 { $rate } 1/s（教科书值 { $textbook } 1/s）；受扰动的陀螺已倾斜 { $tilt } rad
