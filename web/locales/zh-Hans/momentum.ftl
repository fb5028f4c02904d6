# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: momentum sphere, Simplified Chinese. Source: web/locales/en/momentum.ftl.

## The canvas
momentum-canvas-role = 角动量球
momentum-canvas-turn = 拖动或使用方向键旋转球面

## What the view shows, by system
momentum-title-free = 角动量球
momentum-title-forced = 体坐标系中的角动量
momentum-title-top = 体坐标系中的竖直方向
momentum-title-satellite = 体坐标系中的径向方向
momentum-what-free = Π = JΩ 在其球面 |Π| = 常数 上运动，沿着球面与能量椭球 ½ Π·J⁻¹Π = E 的交线。细线：能量等值线。绿色：经过中间轴 ±e2 的分界线，翻转沿其发生。空心点：不稳定不动点；实心点：稳定不动点。虚线：两次计算出发时所在的曲线；阴影：它所围成的球冠。绿色之上带箭头的细线：绕 +e2 自转的不稳定流形（红）与稳定流形（蓝），由该计算自身的积分器生成；它们位于分界线上。
momentum-what-forced = 外加力矩作用下的 Π = JΩ。外力做功，因此 |Π| 和能量都不守恒。
momentum-what-top = { $lagrange ->
    [yes] Γ（在体坐标系中看到的竖直向上方向）保持在单位球面上。重力只使陀螺绕竖直方向转动，因此 Π·Γ 守恒；这个对称陀螺的 Π3 也守恒。
   *[other] Γ（在体坐标系中看到的竖直向上方向）保持在单位球面上。重力只使刚体绕竖直方向转动，因此 Π·Γ 守恒。
}
momentum-what-satellite = b = Rᵀe_R，即在体坐标系中看到的从地心指向卫星的方向，位于单位球面上：重力梯度使最小惯量轴 e1 保持沿该方向，俯仰天平动使 b 绕 e1 来回摆动。轨道使势能随时间转动，因此能量不守恒，但雅可比积分 T + V − n E3·RΠ 守恒。

## Poinsot's construction (a free body's second picture)
momentum-modes = 自由刚体的两种图景
momentum-mode-sphere = Π 球
momentum-mode-poinsot = 潘索
momentum-magnify = 放大
momentum-magnify-title = 将每次运行到其球面的距离按 10 的幂放大绘制，使肉眼看不见的漂移变得可见
momentum-magnified-by = 到球面的距离放大 × { $factor } 绘制
momentum-title-poinsot = 潘索几何构造
momentum-what-poinsot = Ω = J⁻¹Π（体坐标系中的角速度）在惯量椭球 Ω·JΩ = 2E 上运动（画出其三个截面），沿着一条本体极迹：细线，分界线对应的为绿色。椭球在垂直于空间角动量 π 的不变平面上无滑动地滚动；插图显示两次计算中接触点在该平面上的轨迹，即空间极迹。
momentum-herpolhode = 空间极迹
momentum-describe-poinsot = 潘索几何构造：Ω 与主轴 { $axis } 相距 { $angle } 度，位于其本体极迹上。

## The numbers beside the view (rows; columns: the main run and the baseline)
momentum-col-main = 主计算
momentum-col-base = 对照 { $name }
momentum-row-radius = 偏离球面，(|Π| − |Π₀|)/|Π₀|
momentum-row-level = 偏离其能量等值线，(E − E₀)/E₀
momentum-row-manifolds = +e2 的流形偏离分界线
momentum-row-pigamma = Π·Γ
momentum-row-pigamma-drift = Π·Γ 的漂移（相对于 |Π₀|）
momentum-row-pi3-drift = Π3 的漂移（相对于 |Π₀|）
momentum-row-gamma = ||Γ| − 1|
momentum-row-radius-now = |Π|
momentum-row-jacobi = 雅可比积分的漂移（相对）
momentum-gauge = { $value }，对数刻度从 1e-16（舍入误差）到 1

## The geometric phase (a free body: after each period of Π)
momentum-phase-title = 几何相位，第 { $periods } 个周期
momentum-phase-period = 周期 T
momentum-phase-dynamic = 动力学部分 2ET/|π|
momentum-phase-geometric = 几何部分 Λ（球冠的立体角）
momentum-phase-predicted = 预测转角 2ET/|π| − Λ（模 2π）
momentum-phase-measured = 绕 π 测得的转角（模 2π）
momentum-phase-difference = |预测 − 测量|
momentum-phase-cap = 由模型得到的 Λ：精确曲线所围球冠的立体角

## The canvas in words (read by screen readers)
momentum-describe-free = 角动量球：Π 与主轴 { $axis } 相距 { $angle } 度，位于其能量曲线上。
momentum-describe-forced = 体坐标系中的角动量：Π 与主轴 { $axis } 相距 { $angle } 度。
momentum-describe-top = 体坐标系中的竖直方向：Γ 与体轴 { $axis } 相距 { $angle } 度。
momentum-describe-satellite = 体坐标系中的径向方向：b 与体轴 { $axis } 相距 { $angle } 度。
momentum-describe-rest = Π 为零：刚体静止。

## The lessons' claims, judged live (lessons.js; the status line of the lesson panel)
lesson-claim-momentum-sphere = 主计算偏离其球面和能量等值线至多 { $main }，翻转 { $flips } 次；对照偏离球面 { $baseline }
lesson-claim-geometric-phase = { $periods } 个周期：预测转角与测得转角之差至多 { $difference } rad
