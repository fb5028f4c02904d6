# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# 本文件由 AI 语言模型（Anthropic 公司的 Claude）于 2026 年 11 月为 geovi 从英文译出，
# 尚未经母语为中文的教师审校。欢迎指正：见 docs/translating.md。
#
# geovi: layout, Simplified Chinese. Source: web/locales/en/layout.ftl.

## The views switch (the view beside the 3-D scene)
views-group =
    .aria-label = 三维场景旁的视图
views-scene = 三维
    .title = 仅三维场景（V：下一个视图）
views-momentum = 动量球
    .title = 场景旁的动量球（V：下一个视图）
views-section = 截面
    .title = 场景旁的庞加莱截面（V：下一个视图）
views-stability = |μ|
    .aria-label = |μ| 稳定性
    .title = 场景旁的单位圆与乘子（V：下一个视图）
views-key = 下一个视图：仅三维、动量球、截面、稳定性

## The top bar's groups (read by screen readers) and its menu
group-transport =
    .aria-label = 运行
group-method =
    .aria-label = 方法
menu-more = 更多
    .title = 轨迹、投影模式、语言、用文字和声音呈现运行、关于
menu-access-group =
    .aria-label = 无障碍：用文字和声音呈现运行

## The link builder's name of the views switch (a control a link may lock or hide)
editor-link-control-view = 视图

## The link builder: which view the link shows beside the 3-D scene
dialog-link-view = 视图
