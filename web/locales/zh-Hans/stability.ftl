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

stability-sweep-title = 参数扫描
stability-sweep-parameter = 参数
stability-sweep-from = 起始值
stability-sweep-to = 终止值
stability-sweep-points = 点数
stability-sweep-run = 扫描
stability-sweep-group-system = 物理参数
stability-sweep-group-initial = 初始状态
stability-sweep-canvas-label = 每个扫描值处的乘子在复平面上的轨迹，按从第一个值到最后一个值着色；以及增长率随参数值的变化，稳定与不稳定区间以阴影标出；下方文字给出阈值。
stability-sweep-rate-axis = 增长率 (1/s)
stability-sweep-stable-key = 稳定
stability-sweep-unstable-key = 不稳定
stability-sweep-threshold-key = 虚线：阈值
stability-sweep-upright = 扫描时将这个陀螺置于竖直位置，绕自身轴线以 Ω₃ = { $spin } rad/s 旋转（睡眠状态），除非扫描的就是 Ω₃：倾斜的陀螺不是定常状态。
stability-sweep-none = 这个系统没有可扫描的数值。
stability-sweep-no-run = 没有打开的运行可供扫描。
stability-sweep-running = 正在扫描…… 已完成 { $done } / { $total } 个值
stability-sweep-done = 已判定 { $param } 的 { $points } 个值。
stability-sweep-failed = 扫描已停止：{ $reason }
stability-sweep-bad-number = { $field }：应为有限的数。
stability-sweep-bad-same = { $field }：应为不同于{ $other }的数。
stability-sweep-bad-points = { $field }：应为 2 到 { $max } 之间的整数。
stability-sweep-threshold = 判定在 { $param } = { $value } 处改变，由二分法求得，误差在 { $tolerance } 以内。
stability-sweep-no-threshold = 所有值的判定都相同：此区间内没有阈值。
stability-sweep-textbook = 教科书公式：I₃²ω² = 4 m g l I₁，故按此陀螺的数值 ω* = 2√(m g l I₁)/I₃ = { $value } rad/s；扫描所得阈值与之相差 { $difference } rad/s。
stability-sweep-textbook-only = 教科书公式：I₃²ω² = 4 m g l I₁，故按此陀螺的数值 ω* = 2√(m g l I₁)/I₃ = { $value } rad/s。
stability-sweep-ranges = 稳定区间：{ $stable }；不稳定区间：{ $unstable }。
stability-sweep-range-none = 无
stability-sweep-refused-steady = 在 { $param } = { $value } 处，状态不是定常的（既非平衡点也非相对平衡），而 geovi stability 只判定这类状态：{ $reason }
stability-sweep-refused-integrator = 在 { $param } = { $value } 处，geovi 无法对此运行的步进求导：{ $reason }
stability-sweep-refused-core = 在 { $param } = { $value } 处，内核拒绝了该系统：{ $reason }
stability-sweep-refused-more = 另有 { $count } 个值情况相同。
stability-param-spin = 自转 Ω₃ (rad/s)
stability-param-Omega = 角速度 Ω{ $index } (rad/s)
stability-param-omega = 角速度 ω{ $index } (rad/s)
stability-param-R = 姿态 R{ $index }
stability-param-q = 位置 q{ $index }
stability-param-x = 位置 x{ $index } (m)
stability-param-v = 速度 v{ $index } (m/s)
stability-param-mass = 质量 m{ $index } (kg)
stability-param-inertia = 转动惯量 I{ $index } (kg m²)
stability-param-com = 质心 c{ $index } (m)
stability-param-gravity = 重力 g{ $index } (m/s²)
stability-param-length = 长度 l{ $index } (m)
stability-param-stiffness = 刚度 k{ $index }
stability-param-other = { $name } { $index }

stability-lyapunov-title = 从每次计算的当前状态起、未来 { $window } 秒内的李雅普诺夫指数：最大者、全部之和，以及该和与同一窗口内辛映射之和的偏差（变分积分器为零，仅有舍入误差）
stability-lyapunov-main = 主计算（{ $integrator }）
stability-lyapunov-base = 对比（{ $integrator }）
stability-lyapunov-line = { $who }：最大 { $largest } 1/s，全部之和 { $sum } 1/s，与辛映射相差 { $defect } 1/s（{ $window } 秒内）
stability-lyapunov-unavailable = { $who }：无李雅普诺夫指数（geovi 无法对该步求导）
scene-saddle-note = 此运行从一个不稳定平衡点（鞍点）开始并停留在那里。虚影显示其流形上的运动：离开它（不稳定，暖色）和趋于静止于它（稳定，冷色）。一个小推动以每秒 { $rate } 的速率增长，每 { $doubling } s 翻倍。

stability-sweep-play = 播放扫描
stability-sweep-playing = 正在用 { $seconds } 秒播放扫描，从第一个值到最后一个值：稳定处为柔和的音，不稳定处为粗糙的脉冲音，小扰动增长越快音越高；未判定的值处为静音，阈值处有一声咔嗒。
stability-sweep-play-sound-off = 声音已关闭：请打开声音（“声音”按钮或 S 键）来收听扫描。
stability-sweep-restored = 运行文件中对 { $param } 的扫描已填入表单：按“扫描”即可运行。
stability-sweep-restore-missing = 运行文件的扫描针对 { $path }，而此系统没有该字段。
