# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: the Poincaré section, Simplified Chinese. Source: web/locales/en/section.ftl.

## 视图标题：所画的截面
section-name = 截面 { $column } = { $value }，{ $direction ->
        [up] 向上穿过
        [down] 向下穿过
       *[both] 双向穿过
    }
section-none = 无截面

## 按钮
section-clear = 清除轨道
section-export-csv = 导出 CSV

## 未声明截面的系统所用的表单
section-form-summary = 选择截面和坐标轴
section-form-column = 列
section-form-value = 值
section-form-direction = 方向
section-form-x = 横轴
section-form-y = 纵轴
section-form-apply = 应用
section-direction-up = 向上
section-direction-down = 向下
section-direction-both = 双向
section-bad-value = { $field }：“{ $value }”不是数字；截面保持不变。

## 图像
section-canvas-label = 庞加莱截面。点击，或用方向键移动十字准线并按回车，即可在该处以本次运行的能量开始一条轨道。
section-legend-main = 主运行：{ $count } 次穿越
section-legend-base = 对照：{ $count } 次穿越
section-legend-orbits = { $orbits } 条播种轨道

## 状态行
section-hint-seed = 在截面中点击，即可在该处以本次运行的能量开始一条轨道。
section-hint-no-seed = 播种轨道需要能由能量确定状态的截面（带有 section.solve 的场景，例如平面双摆）。
section-crosshair = 十字准线位于 { $x }，{ $y }；按回车在此开始一条轨道。
section-seeding = 轨道 { $orbit } 从 { $x }，{ $y } 出发：正在计算…
section-orbit-done = 轨道 { $orbit }：{ $count } 次穿越。
section-no-state = 轨道 { $orbit } 无法从该处开始：{ $problem }
section-cleared = 轨道已清除。

## poincare-section 课程的论断
lesson-claim-section-spread = 各次穿越的能量离散度：VI { $main }，对照 { $baseline }（{ $crossings } 次穿越）

## 自动填充与混沌着色（docs/section-view.md）
section-legend-fill = { $orbits } 条示例轨道（淡色）
section-ftle-toggle = 按混沌程度着色
section-ftle-value = { $value } 1/s
section-ftle-computing = 着色：正在计算有限时间李雅普诺夫指数…
section-ftle-caption = 着色：{ $window } 秒内最大的有限时间李雅普诺夫指数，从 { $min } 1/s（深色：规则）到 { $max } 1/s（亮色：混沌）；已计算 { $cells } 个点中的 { $done } 个；没有状态具有本次运行能量的地方留空。
section-ftle-done = 混沌着色：{ $cells } 个点，用时 { $seconds } 秒。
section-ftle-unavailable = 无法计算着色：{ $problem }
section-ftle-no-worker = 着色需要 Web Worker，而此浏览器无法启动。
section-ftle-no-region = 截面上没有任何点具有本次运行能量的状态。

## The periodic orbit at a click and its manifolds (docs/section-view.md "The tangle")
section-tangle-toggle = 寻找周期轨道
section-tangle-hint = 在截面中点击（或随时按住 Shift 点击）：牛顿法找到离点击处最近的周期轨道，并画出它的不变流形。
section-tangle-computing = { $x }, { $y } 附近的周期轨道：正在计算其乘子和不变流形…
section-tangle-hyperbolic = 双曲：μ = { $mu }，1/μ = { $inverse }
section-tangle-elliptic = 椭圆：|μ| = 1
section-tangle-off-plane = 在此平面内稳定，离开平面的方向不稳定：|μ| = { $mu }
section-tangle-complex = 不稳定，复四元组：|μ| = { $mu }；其流形是曲面，不是此截面上的曲线
section-tangle-caption = 周期为 { $period } s、经过 { $x }, { $y } 的周期轨道（圆圈标出）：{ $verdict }。{ $branches ->
        [0] 没有可画的不变流形。
       *[other] 不稳定流形用暖色画出，稳定流形用冷色画出（{ $branches } 个分支）。
    } 用时 { $seconds } s。
section-tangle-homoclinic = 不稳定流形上的一个运动会停下来，然后沿其过去的反向回到周期轨道（误差在画面的 { $closest } 以内）：它的 { $points } 个穿越点（菱形）同时位于两个流形上（在已画部分之外的延伸处）。在实心菱形 { $x }, { $y } 处，两个流形以正弦为 { $sin } 的角度相交。
section-tangle-homoclinic-plain = 不稳定流形上的一个运动会停下来，然后沿其过去的反向回到周期轨道（误差在画面的 { $closest } 以内）：它的 { $points } 个穿越点（菱形）同时位于两个流形上（在已画部分之外的延伸处）。
section-tangle-failed = 在 { $x }, { $y } 附近没有找到周期轨道：{ $problem }
section-tangle-no-state = 在 { $x }, { $y } 处没有具有本次运行能量的状态：{ $problem }
section-tangle-no-worker = 寻找周期轨道需要 Web Worker，而此浏览器无法启动。

## The tangle lesson's claim (web/js/lessons.js)
lesson-claim-tangle = 两个流形以正弦为 { $sin } 的角度相交；放在缠结中的种子访问了 { $tangle } 个格子，放在岛上的种子访问了 { $island } 个（各 { $crossings } 次穿越）
