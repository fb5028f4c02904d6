# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: the timeline under the scene (web/js/panels/timeline-panel.js), Simplified Chinese.
# Source: web/locales/en/timeline.ftl.

timeline-slider = 时间轴：显示的时刻
timeline-time-live = 实时 · t = { $t } s
timeline-time-past = 过去 · t = { $t } s
timeline-earlier-run = 这是较早一次运行中的时刻（在更改 h、积分器或参数之前）：此后图表和侧视图已重新开始；“继续”会重建那次运行。
timeline-earlier-system = 这是较早一个系统中的时刻：场景仍显示当前系统，此后图表已重新开始；“继续”会在此时刻重建那个系统。
timeline-live = 实时
timeline-live-title = 回到实时运行
timeline-continue = 继续
timeline-continue-title = 从显示的时刻继续：新的分支（之后的历史被丢弃）
timeline-play = 回放
timeline-play-stop = 停止
timeline-play-title = 以所选速度回放历史
timeline-mark = 标记
timeline-mark-title = 秒表：标记一个时刻（M）；第二个标记显示时间间隔
timeline-mark-first = 自 t = { $t } s
timeline-interval = { $a } s → { $b } s：Δt = { $dt } s
timeline-save = 保存运行
timeline-save-title = 将运行保存为可逐位重现的文件（在页面中，或用 `geovi replay 文件`）
timeline-key-scrub = 时间轴：后退或前进一个记录的时刻
timeline-key-mark = 秒表：标记一个时刻
timeline-branch-failed = 无法从此时刻继续：{ $problem }
timeline-replaying = 正在重现 { $name } …
timeline-replay-matched = 运行文件已重现：{ $steps } 步，全部 { $checkpoints } 个检查点逐位一致。
timeline-replay-differs = 运行文件已重现，但不一致：{ $count } 个检查点数值不同，第一个在第 { $step } 步（{ $run } 运行，列 { $column }）。
timeline-file-refused = 运行文件 { $name } 无法重现：{ $problem }
timeline-group =
    .aria-label = 时间轴

## 回放进度（issue 48）。人工翻译。
timeline-replaying-progress = 正在回放 { $name } … 第 { $step } 步，共 { $total } 步（{ $percent } %）
timeline-replay-cancel = 取消
timeline-replay-cancelled = 回放已取消
timeline-replay-too-long = 需回放 { $steps } 步，超过页面上限 { $max }：请用 geovi replay 回放
