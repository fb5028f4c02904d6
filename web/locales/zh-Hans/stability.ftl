# geovi：稳定性视图。docs/translating.md。

stability-title = 单步乘子
stability-canvas-label = 复平面，画有单位圆和每个运行的单步映射的乘子；下方文字说明其含义。
stability-zoom = 1 附近，放大 { $factor }×
stability-legend-main = 主运行（{ $integrator }）
stability-legend-base = 对比（{ $integrator }）
stability-legend-reference = 连续特征值 λ 的 e^(hλ)
stability-run-main = 主运行（{ $integrator }）
stability-run-base = 对比（{ $integrator }）
stability-kind-equilibrium = 平衡点（静止）
stability-kind-relative = 相对平衡（定常运动）
stability-stable = { $run }：{ $kind }，稳定。每个乘子都在单位圆上或圆内（最大 |μ| = { $modulus }）。
stability-unstable = { $run }：{ $kind }，不稳定。小扰动以每秒 { $rate } 的速率增长，每 { $doubling } s 翻倍（ln 2 / 速率）。
stability-motion = { $run }：处于运动中，既非平衡点也非定常运动。乘子显示步长 h = { $h } s 的一步在此处如何拉伸小扰动（最大 |μ| = { $modulus }，每秒 { $rate }）；判定需要定常状态。
stability-unavailable = { $run }：geovi 无法对这一步求导，因此不画乘子。{ $reason }
stability-too-large = { $run }：{ $columns } 个状态列太多，无法在运行时判定；命令行可以（geovi stability、geovi linearize）。
stability-scrubbed = 在 t = { $t } s（时间轴上的时刻）：
