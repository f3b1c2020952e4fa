<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BlameFeed</name>
    <message>
        <source>Not committed yet: changed since the commit checked out</source>
        <translation>尚未提交：自已检出的提交以来已更改</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>recomputed MFU (light)</source>
        <translation>重新计算的 MFU（浅色）</translation>
    </message>
    <message>
        <source>* recomputed at your price (light)</source>
        <translation>* 按您的价格重新计算（浅色）</translation>
    </message>
    <message>
        <source>listing only (hatched)</source>
        <translation>仅列表条目（斜线填充）</translation>
    </message>
    <message>
        <source>No recipe matches the chosen models and GPUs</source>
        <translation>没有配方符合所选的模型和 GPU</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Click to open</source>
        <translation>单击打开</translation>
    </message>
    <message>
        <source>unknown image type &apos;%1&apos; (png, svg or pdf)</source>
        <translation>未知的图像类型“%1”（png、svg 或 pdf）</translation>
    </message>
    <message>
        <source>could not draw the chart as %1</source>
        <translation>无法将图表绘制为 %1</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>ideal: tokens/s per GPU held</source>
        <translation>理想：保持每 GPU tokens/s</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <source>Copied the chart</source>
        <translation>已复制图表</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>&amp;Log scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Throughput across GPUs</source>
        <translation>各 GPU 吞吐量</translation>
    </message>
    <message>
        <source>Cost across GPUs</source>
        <translation>各 GPU 成本</translation>
    </message>
    <message>
        <source>Throughput against cost</source>
        <translation>吞吐量与成本</translation>
    </message>
    <message>
        <source>MFU by recipe</source>
        <translation>各配方 MFU</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Best recipe per GPU</source>
        <translation>每种 GPU 的最佳配方</translation>
    </message>
    <message>
        <source>Every recipe</source>
        <translation>全部配方</translation>
    </message>
    <message>
        <source>Recipes shown</source>
        <translation>显示的配方</translation>
    </message>
    <message>
        <source>Costs as recorded</source>
        <translation>按记录的成本</translation>
    </message>
    <message>
        <source>Costs at my prices</source>
        <translation>按我的价格计算成本</translation>
    </message>
    <message>
        <source>Recorded and at my prices</source>
        <translation>记录值与按我的价格</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>成本依据</translation>
    </message>
    <message>
        <source>Recorded: the recipe&apos;s own $ / 1M tokens. At my prices: recomputed from your $ per GPU-hour</source>
        <translation>记录值：配方自身的 $ / 百万 tokens。按我的价格：由您的每 GPU 小时价格重新计算</translation>
    </message>
    <message>
        <source>Logarithmic value axis</source>
        <translation>对数数值轴</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Show the whole chart again (drag to pan, wheel to zoom)</source>
        <translation>重新显示整个图表（拖动平移，滚轮缩放）</translation>
    </message>
    <message>
        <source>Prices...</source>
        <translation>价格…</translation>
    </message>
    <message>
        <source>Your $ per GPU-hour for each GPU type</source>
        <translation>每种 GPU 类型的每 GPU 小时价格（$）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF, or copy it</source>
        <translation>将图表保存为 PNG、SVG 或 PDF，或复制</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Full screen, large type (F11)</source>
        <translation>全屏，大字号 (F11)</translation>
    </message>
    <message>
        <source>PNG, 1600 x 900...</source>
        <translation>PNG，1600 x 900…</translation>
    </message>
    <message>
        <source>PNG, 1920 x 1080 at 2x...</source>
        <translation>PNG，1920 x 1080，2 倍…</translation>
    </message>
    <message>
        <source>SVG (vector)...</source>
        <translation>SVG（矢量）…</translation>
    </message>
    <message>
        <source>PDF (vector)...</source>
        <translation>PDF（矢量）…</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
    <message>
        <source>Cost against time to train</source>
        <translation>成本与训练时间</translation>
    </message>
    <message>
        <source>Scaling across GPU counts</source>
        <translation>随 GPU 数量的扩展</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The model whose recipes the scaling chart compares</source>
        <translation>扩展图比较其配方的模型</translation>
    </message>
    <message>
        <source>Model with most recipes</source>
        <translation>配方最多的模型</translation>
    </message>
</context>
<context>
    <name>CodePane</name>
    <message>
        <source>Wrap</source>
        <translation>换行</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>长行自动换行</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Find in the text (Ctrl+F)</source>
        <translation>在文本中查找 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Colour theme</source>
        <translation>配色方案</translation>
    </message>
    <message>
        <source>Colour theme of the code; Automatic follows the window&apos;s palette</source>
        <translation>代码的配色方案；“自动”跟随窗口的调色板</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Only the first %L1 characters are coloured.</source>
        <translation>仅对前 %L1 个字符着色。</translation>
    </message>
    <message>
        <source>Lines longer than %L1 characters are not coloured.</source>
        <translation>超过 %L1 个字符的行未着色。</translation>
    </message>
    <message>
        <source>%L1 of %L2 placeholders are marked.</source>
        <translation>已标记 %L2 个占位符中的 %L1 个。</translation>
    </message>
    <message>
        <source>This text is too long to colour quickly.</source>
        <translation>此文本过长，无法快速着色。</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden character(s), shown as marks: this text runs differently from how it would read.</source>
        <translation>
            <numerusform>%n 个隐藏字符已显示为标记：此文本的实际执行顺序与其阅读顺序不同。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColorTheme</name>
    <message>
        <source>&amp;System</source>
        <translation>系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
</context>
<context>
    <name>CommandFlagModel</name>
    <message>
        <source>
The recipe says %1; the command says %2.</source>
        <translation>
配方中为 %1；命令中为 %2。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Line %1 of the command</source>
        <translation>命令第 %1 行</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Recipe field</source>
        <translation>配方字段</translation>
    </message>
    <message>
        <source>In the recipe</source>
        <translation>配方中</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>recipe-explorer %1</source>
        <translation>recipe-explorer %1</translation>
    </message>
    <message>
        <source>en, de or zh_CN: the language of messages.</source>
        <translation>en、de 或 zh_CN：消息的语言。</translation>
    </message>
    <message>
        <source>Read every file, not what the cache kept from the last run.</source>
        <translation>读取每个文件，而不使用缓存中上次运行保留的内容。</translation>
    </message>
    <message>
        <source>Recipe files or folders (searched recursively).</source>
        <translation>配方文件或文件夹（递归搜索）。</translation>
    </message>
    <message>
        <source>Recipe files or folders; the bundled recipes when none.</source>
        <translation>配方文件或文件夹；未指定时使用内置配方。</translation>
    </message>
    <message>
        <source>Only this model.</source>
        <translation>仅此模型。</translation>
    </message>
    <message>
        <source>Only this GPU type.</source>
        <translation>仅此 GPU 类型。</translation>
    </message>
    <message>
        <source>table, csv, json or markdown.</source>
        <translation>table、csv、json 或 markdown。</translation>
    </message>
    <message>
        <source>Only this model (repeatable).</source>
        <translation>仅此模型（可重复）。</translation>
    </message>
    <message>
        <source>Only this GPU type (repeatable).</source>
        <translation>仅此 GPU 类型（可重复）。</translation>
    </message>
    <message>
        <source>Your price per GPU-hour, e.g. H200=5 (repeatable); costs are then also recomputed.</source>
        <translation>您的每 GPU 小时价格，例如 H200=5（可重复）；成本随之重新计算。</translation>
    </message>
    <message>
        <source>recorded, recomputed or both (default: recorded, both with --price).</source>
        <translation>recorded、recomputed 或 both（默认：recorded，使用 --price 时为 both）。</translation>
    </message>
    <message>
        <source>Every recipe, not only the best per GPU type.</source>
        <translation>全部配方，而不仅是每种 GPU 类型的最佳配方。</translation>
    </message>
    <message>
        <source>FILE.png, .svg or .pdf.</source>
        <translation>文件.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source>Size in pixels (default 1600x900).</source>
        <translation>像素尺寸（默认 1600x900）。</translation>
    </message>
    <message>
        <source>PNG pixel scale (default 1).</source>
        <translation>PNG 像素缩放（默认 1）。</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light 或 dark（默认 light）。</translation>
    </message>
    <message>
        <source>Logarithmic value axis.</source>
        <translation>对数数值轴。</translation>
    </message>
    <message>
        <source>The first recipe.</source>
        <translation>第一个配方。</translation>
    </message>
    <message>
        <source>The second recipe.</source>
        <translation>第二个配方。</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text 或 json。</translation>
    </message>
    <message>
        <source>The recipe to edit.</source>
        <translation>要编辑的配方。</translation>
    </message>
    <message>
        <source>PATH=VALUE, read as the type the schema gives PATH; PATH=@FILE reads a text block from FILE; PATH=null writes null.</source>
        <translation>路径=值，按模式为该路径规定的类型读取；路径=@文件 从文件读取文本块；路径=null 写入 null。</translation>
    </message>
    <message>
        <source>Remove this key or list item (repeatable).</source>
        <translation>删除此键或列表项（可重复）。</translation>
    </message>
    <message>
        <source>Write nothing; print the change as a unified diff.</source>
        <translation>不写入；以统一 diff 格式输出修改。</translation>
    </message>
    <message>
        <source>Write the result even if it does not validate (a draft).</source>
        <translation>即使结果未通过校验也写入（草稿）。</translation>
    </message>
    <message>
        <source>Write even if the file changed on disk meanwhile.</source>
        <translation>即使文件在此期间已在磁盘上被修改也写入。</translation>
    </message>
    <message>
        <source>List the checks and quit.</source>
        <translation>列出检查项并退出。</translation>
    </message>
    <message>
        <source>Edit a value shared through an anchor: every alias of it changes too.</source>
        <translation>编辑通过锚点共享的值：它的每个别名也随之更改。</translation>
    </message>
    <message>
        <source>text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations).</source>
        <translation>text、json、sarif（SARIF 2.1.0）或 github（GitHub Actions 注释）。</translation>
    </message>
    <message>
        <source>Read the recipes as the commit REV of their git repository has them (a branch, a tag, HEAD~2, a commit id), without checking anything out.</source>
        <translation>按其 git 仓库中提交 REV 的内容读取配方（分支、标签、HEAD~2、提交 ID），无需检出任何内容。</translation>
    </message>
    <message>
        <source>A recipe file in a git work tree.</source>
        <translation>git 工作树中的一个配方文件。</translation>
    </message>
    <message>
        <source>text, csv or json.</source>
        <translation>text、csv 或 json。</translation>
    </message>
    <message>
        <source>The commit to compare with.</source>
        <translation>用于比较的提交。</translation>
    </message>
    <message>
        <source>The commit to review; the work tree when none.</source>
        <translation>要审查的提交；未指定时为工作树。</translation>
    </message>
    <message>
        <source>Exit 1 when the change brings a finding of this severity or worse: error or warning.</source>
        <translation>当更改带来此严重程度或更严重的发现时以 1 退出：error 或 warning。</translation>
    </message>
    <message>
        <source>text, markdown, json, or the new findings alone as sarif or github.</source>
        <translation>text、markdown、json，或仅将新发现输出为 sarif 或 github。</translation>
    </message>
    <message>
        <source>Prices: %1. Energy: the GPUs&apos; board power alone, an estimate.</source>
        <translation>价格：%1。能耗：仅按 GPU 板卡功耗估算。</translation>
    </message>
    <message>
        <source>no recipe has the figures to plan with</source>
        <translation>没有配方具备可用于规划的数据</translation>
    </message>
    <message>
        <source>no recipe fits the plan (%1)</source>
        <translation>没有配方符合计划（%1）</translation>
    </message>
    <message>
        <source>Tokens to train: 2T, 500B, 1.5e12 (k, M, B, T).</source>
        <translation>要训练的 token 数：2T、500B、1.5e12（k、M、B、T）。</translation>
    </message>
    <message>
        <source>The deadline, in days: recipes that take longer do not fit.</source>
        <translation>期限（天）：耗时更长的配方不符合。</translation>
    </message>
    <message>
        <source>The budget in dollars (1.5M): recipes that cost more do not fit.</source>
        <translation>预算（美元，1.5M）：花费更多的配方不符合。</translation>
    </message>
    <message>
        <source>Scale every recipe to this many GPUs, its tokens/s per GPU held (extrapolated).</source>
        <translation>把每个配方换算到这么多 GPU，保持每 GPU tokens/s 不变（外推）。</translation>
    </message>
    <message>
        <source>Dollars per GPU-hour: default (the published instances), saved (the window&apos;s), or a CSV file of GPU,USD.</source>
        <translation>每 GPU 小时美元：default（公布的实例）、saved（窗口中的）或 GPU,USD 的 CSV 文件。</translation>
    </message>
    <message>
        <source>cost or time: what ranks the recipes of a model.</source>
        <translation>cost 或 time：同一模型的配方按什么排名。</translation>
    </message>
    <message>
        <source>bad --%1 &apos;%2&apos;: %3</source>
        <translation>无效的 --%1 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>bad --prices: %1 (default, saved, or a CSV file of GPU,USD per GPU-hour)</source>
        <translation>无效的 --prices：%1（default、saved 或每 GPU 小时 GPU,USD 的 CSV 文件）</translation>
    </message>
    <message>
        <source>--tokens N is required: how many tokens to train (2T, 500B, 1.5e12)</source>
        <translation>必须给出 --tokens N：要训练多少 token（2T、500B、1.5e12）</translation>
    </message>
    <message>
        <source>unknown --sort &apos;%1&apos; (cost or time)</source>
        <translation>未知的 --sort &apos;%1&apos;（cost 或 time）</translation>
    </message>
    <message>
        <source>throughput, cost, tradeoff, mfu, plan (cost against time to train, with --tokens) or scaling (one model across GPU counts).</source>
        <translation>throughput、cost、tradeoff、mfu、plan（成本与训练时间，需 --tokens）或 scaling（一个模型随 GPU 数量）。</translation>
    </message>
    <message>
        <source>A GPU catalogue file whose types add to or override the bundled ones.</source>
        <translation>GPU 目录文件，其中的类型补充或覆盖内置类型。</translation>
    </message>
    <message>
        <source>With --format markdown: at most N characters, the summary, every new error and the largest moves first (default 65536, what a pull-request comment holds; 0 for no bound).</source>
        <translation>与 --format markdown 一起使用：最多 N 个字符，先保留摘要、每个新错误和变化最大的项（默认 65536，即拉取请求评论的上限；0 表示不限）。</translation>
    </message>
</context>
<context>
    <name>CommandView</name>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Copy Command</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <source>Copy the command as published</source>
        <translation>按发布的原样复制命令</translation>
    </message>
    <message>
        <source>Copy as Script</source>
        <translation>复制为脚本</translation>
    </message>
    <message>
        <source>Copy a ready script: shebang, set -euo pipefail, the env exports, then the command</source>
        <translation>复制可直接运行的脚本：shebang、set -euo pipefail、环境变量导出，然后是命令</translation>
    </message>
    <message>
        <source>Save Script...</source>
        <translation>保存脚本…</translation>
    </message>
    <message>
        <source>Save the ready script as a .sh file</source>
        <translation>将脚本保存为 .sh 文件</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Placeholders</source>
        <translation>占位符</translation>
    </message>
    <message>
        <source>Fill in before running</source>
        <translation>运行前填写</translation>
    </message>
    <message>
        <source>Every --flag of the command; double-click one to find it in the command</source>
        <translation>命令的每个 --参数；双击可在命令中定位</translation>
    </message>
    <message>
        <source># Listing only: the command behind these figures is not published.
</source>
        <translation># 仅列表条目：这些数据背后的命令尚未发布。
</translation>
    </message>
    <message>
        <source>Fill in before running (%1)</source>
        <translation>运行前填写 (%1)</translation>
    </message>
    <message>
        <source>Flags (%1)</source>
        <translation>参数 (%1)</translation>
    </message>
    <message>
        <source>Save Script</source>
        <translation>保存脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <source>Only two full recipes can be compared</source>
        <translation>只能比较两个完整配方</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>无法比较：%1</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <source>Only &amp;differences</source>
        <translation>仅显示差异(&amp;D)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>交换 A 和 B</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>&amp;Fields</source>
        <translation>字段(&amp;F)</translation>
    </message>
    <message>
        <source>Co&amp;mmands</source>
        <translation>命令(&amp;M)</translation>
    </message>
    <message>
        <source>F&amp;iles</source>
        <translation>文件(&amp;I)</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 · %2 on %3 x %4 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %5 · %6 on %7 x %8</source>
        <translation>&lt;b&gt;A&lt;/b&gt; %1 · %2，%3 x %4 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %5 · %6，%7 x %8</translation>
    </message>
    <message>
        <source>The recipes differ</source>
        <translation>两个配方不同</translation>
    </message>
    <message>
        <source>The two recipes do not differ</source>
        <translation>两个配方没有差异</translation>
    </message>
    <message>
        <source> ▲ better</source>
        <translation> ▲ 更好</translation>
    </message>
    <message>
        <source> ▼ worse</source>
        <translation> ▼ 更差</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>Read the file from disk again, dropping the edits</source>
        <translation>从磁盘重新读取文件，丢弃修改</translation>
    </message>
    <message>
        <source>&amp;Keep Editing</source>
        <translation>继续编辑(&amp;K)</translation>
    </message>
    <message>
        <source>Keep the edits; the next save asks before it overwrites the file</source>
        <translation>保留修改；下次保存在覆盖文件前会询问</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Show the file on disk against the edits</source>
        <translation>将磁盘上的文件与修改进行比较</translation>
    </message>
    <message>
        <source>Reload Failed</source>
        <translation>重新加载失败</translation>
    </message>
    <message>
        <source>Problems of the recipe</source>
        <translation>配方的问题</translation>
    </message>
    <message>
        <source>Sections of the recipe</source>
        <translation>配方的各部分</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
    <message>
        <source>Not reset: %1</source>
        <translation>未重置：%1</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source> · no problems</source>
        <translation> · 没有问题</translation>
    </message>
    <message>
        <source> · %1, %2%3</source>
        <translation> · %1，%2%3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source> (Check Recipe shows them all)</source>
        <translation>（“检查配方”会显示全部）</translation>
    </message>
    <message>
        <source>Unsaved edits could not be kept aside: %1</source>
        <translation>无法另存未保存的修改：%1</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>文件已在磁盘上更改</translation>
    </message>
    <message>
        <source>%1

Overwrite it with the edited recipe?</source>
        <translation>%1

用编辑后的配方覆盖它吗？</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n problem(s)</source>
        <translation>
            <numerusform>已保存 %1，有 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Recipe As</source>
        <translation>配方另存为</translation>
    </message>
    <message>
        <source>Recipes (*.yaml *.yml)</source>
        <translation>配方 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>已另存为 %1</translation>
    </message>
    <message>
        <source>Revert Recipe</source>
        <translation>还原配方</translation>
    </message>
    <message>
        <source>Drop the unsaved changes to %1 and read it from disk again?</source>
        <translation>放弃对 %1 的未保存修改，并从磁盘重新读取吗？</translation>
    </message>
    <message>
        <source>Review Changes: %1</source>
        <translation>查看修改：%1</translation>
    </message>
    <message>
        <source>Saved file (left) against the edited recipe (right)</source>
        <translation>已保存的文件（左）与编辑后的配方（右）</translation>
    </message>
    <message>
        <source>On Disk and Edited: %1</source>
        <translation>磁盘上与编辑后：%1</translation>
    </message>
    <message>
        <source>The file on disk (left) against the edited recipe (right)</source>
        <translation>磁盘上的文件（左）与编辑后的配方（右）</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>restore unsaved edits</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>%1. Reload it (dropping your edits), keep editing (the next save asks before overwriting), or compare it with your edits.</source>
        <translation>%1。可以重新加载（丢弃您的修改）、继续编辑（下次保存在覆盖前会询问），或与您的修改进行比较。</translation>
    </message>
    <message>
        <source>Read %1 again</source>
        <translation>已重新读取 %1</translation>
    </message>
    <message>
        <source>%1 is being saved</source>
        <translation>正在保存 %1</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk meanwhile</source>
        <translation>未保存：%1 在此期间已在磁盘上被修改</translation>
    </message>
    <message>
        <source>Shared Value</source>
        <translation>共享的值</translation>
    </message>
    <message>
        <source>%1 is shared through an anchor: changing it also changes %2.

Change all of them?</source>
        <translation>%1 通过锚点共享：更改它也会更改 %2。

全部更改吗？</translation>
    </message>
    <message>
        <source>Change All</source>
        <translation>全部更改</translation>
    </message>
    <message>
        <source>Saved file</source>
        <translation>已保存的文件</translation>
    </message>
    <message>
        <source>HEAD (the last commit)</source>
        <translation>HEAD（最近一次提交）</translation>
    </message>
    <message>
        <source>What the edited recipe is compared with, on the left</source>
        <translation>左侧：与编辑中的配方进行比较的内容</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>左侧(&amp;L)：</translation>
    </message>
    <message>
        <source>Reading the file as HEAD has it…</source>
        <translation>正在读取 HEAD 中的文件…</translation>
    </message>
    <message>
        <source>No version at HEAD: %1</source>
        <translation>HEAD 中没有此版本：%1</translation>
    </message>
    <message>
        <source>HEAD, the last commit (left) against the edited recipe (right)</source>
        <translation>HEAD，最近一次提交（左）与编辑中的配方（右）</translation>
    </message>
    <message>
        <source>%1 was opened from a view link, read-only: not saved there</source>
        <translation>%1 是从视图链接以只读方式打开的：不会保存到那里</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>&amp;Edit Recipe</source>
        <translation>编辑配方(&amp;E)</translation>
    </message>
    <message>
        <source>Edit the current recipe in a form</source>
        <translation>在表单中编辑当前配方</translation>
    </message>
    <message>
        <source>&amp;New Recipe...</source>
        <translation>新建配方(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Re&amp;view Changes...</source>
        <translation>查看修改(&amp;V)…</translation>
    </message>
    <message>
        <source>C&amp;heck Recipe</source>
        <translation>检查配方(&amp;H)</translation>
    </message>
    <message>
        <source>Show the problems of every field, not only of those edited</source>
        <translation>显示所有字段的问题，而不仅是已编辑的字段</translation>
    </message>
    <message>
        <source>&amp;Close Editor</source>
        <translation>关闭编辑器(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot Edit Recipe</source>
        <translation>无法编辑配方</translation>
    </message>
    <message>
        <source>Cannot Create Recipe</source>
        <translation>无法创建配方</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>New Recipe</source>
        <translation>新建配方</translation>
    </message>
    <message>
        <source>Start the new recipe from %1 (as a draft, with its measured figures and dates cleared), or from an empty recipe with the fields the schema requires?</source>
        <translation>以 %1 为起点新建配方（作为草稿，清空测量数据和日期），还是从包含模式所要求字段的空配方开始？</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>基于 %1</translation>
    </message>
    <message>
        <source>Empty Recipe</source>
        <translation>空配方</translation>
    </message>
    <message>
        <source>Recipes (*.yaml *.yml)</source>
        <translation>配方 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Restore Unsaved Edits</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>Recipe Explorer ended without saving the edits of %1. Restore them?</source>
        <translation>Recipe Explorer 退出时没有保存对 %1 的修改。要恢复吗？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Cannot Restore Edits</source>
        <translation>无法恢复修改</translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>%1 is a file of a git revision, opened read-only: it is not edited</source>
        <translation>%1 是某 Git 修订中的文件，以只读方式打开：不能编辑</translation>
    </message>
    <message>
        <source>%1 was opened from a view link, read-only: it is not edited</source>
        <translation>%1 是从视图链接以只读方式打开的：不会被编辑</translation>
    </message>
    <message>
        <source>%1 is in a folder opened from a view link, read-only: nothing is written there</source>
        <translation>%1 位于从视图链接以只读方式打开的文件夹中：不会在那里写入任何内容</translation>
    </message>
</context>
<context>
    <name>FieldRow</name>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Fill In</source>
        <translation>填写</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Give %1 a value instead of null</source>
        <translation>为 %1 赋值，而不是 null</translation>
    </message>
    <message>
        <source>Add %1 to the recipe</source>
        <translation>将 %1 添加到配方</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Remove %1 from the recipe (not set)</source>
        <translation>从配方中删除 %1（未设置）</translation>
    </message>
    <message>
        <source>Reset to the Saved Value</source>
        <translation>重置为已保存的值</translation>
    </message>
    <message>
        <source>Write the derived value into the field</source>
        <translation>将推导值写入字段</translation>
    </message>
    <message>
        <source>%1 (not allowed)</source>
        <translation>%1（不允许）</translation>
    </message>
    <message>
        <source>The schema does not know this key; it is kept as it is.</source>
        <translation>模式中没有此键；它将原样保留。</translation>
    </message>
    <message>
        <source>Derived: %1, agrees (%2)</source>
        <translation>推导值：%1，一致 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Recorded %1, derived %2: they disagree (%3)</source>
        <translation>记录值 %1，推导值 %2：二者不一致 (%3)</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>Use the derived %1</source>
        <translation>使用推导值 %1</translation>
    </message>
    <message>
        <source>%1

Changed since the file was saved.</source>
        <translation>%1

自文件保存以来已修改。</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Folder...</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open &amp;Recipes...</source>
        <translation>打开配方(&amp;R)…</translation>
    </message>
    <message>
        <source>Open &amp;Bundled Recipes</source>
        <translation>打开内置配方(&amp;B)</translation>
    </message>
    <message>
        <source>Open R&amp;ecent</source>
        <translation>最近打开(&amp;E)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>Clear C&amp;ache</source>
        <translation>清除缓存(&amp;A)</translation>
    </message>
    <message>
        <source>Cache cleared; reading every recipe file again</source>
        <translation>缓存已清除；正在重新读取所有配方文件</translation>
    </message>
    <message>
        <source>Forget what earlier runs read and read every recipe file again</source>
        <translation>忘记先前运行读取的内容，重新读取每个配方文件</translation>
    </message>
    <message>
        <source>&amp;Export Table as CSV...</source>
        <translation>将表格导出为 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Open Recipe Folder</source>
        <translation>打开配方文件夹</translation>
    </message>
    <message>
        <source>Open Recipes</source>
        <translation>打开配方</translation>
    </message>
    <message>
        <source>Recipes (*.yaml *.yml);;All files (*)</source>
        <translation>配方 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Rev&amp;ision...</source>
        <translation>打开修订(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All models</source>
        <translation>全部模型</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>All authors</source>
        <translation>全部作者</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>Model filter</source>
        <translation>模型筛选</translation>
    </message>
    <message>
        <source>GPU filter</source>
        <translation>GPU 筛选</translation>
    </message>
    <message>
        <source>Author filter</source>
        <translation>作者筛选</translation>
    </message>
    <message>
        <source>Status filter</source>
        <translation>状态筛选</translation>
    </message>
    <message>
        <source>Search models, GPUs, authors, layouts (Ctrl+F)</source>
        <translation>搜索模型、GPU、作者、并行布局 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Chan&amp;ged only</source>
        <translation>仅已更改(&amp;G)</translation>
    </message>
    <message>
        <source>Only the recipes whose file differs from the git commit checked out (HEAD)</source>
        <translation>仅显示文件与已检出的 git 提交（HEAD）不同的配方</translation>
    </message>
    <message>
        <source>No git status: %1</source>
        <translation>无 git 状态：%1</translation>
    </message>
    <message>
        <source>nothing open is in a git work tree</source>
        <translation>打开的内容均不在 git 工作树中</translation>
    </message>
    <message>
        <source>Only the recipes that meet the plan&apos;s deadline and budget</source>
        <translation>只显示满足计划期限和预算的配方</translation>
    </message>
    <message>
        <source>Fits the pla&amp;n</source>
        <translation>符合计划(&amp;N)</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>区分大小写(&amp;C)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>上一个匹配 (Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>下一个匹配 (Enter, F3)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GitStatusFeed</name>
    <message>
        <source>Git work tree: %1</source>
        <translation>Git 工作树：%1</translation>
    </message>
    <message>
        <source>%1, no commits yet</source>
        <translation>%1，尚无提交</translation>
    </message>
    <message>
        <source>detached at %1</source>
        <translation>分离于 %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n changed</source>
        <translation>
            <numerusform> · %n 个已更改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n deleted</source>
        <translation>
            <numerusform>，%n 个已删除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuCatalogChoice</name>
    <message>
        <source>The GPU catalogue %1 was not read, the bundled one is used: %2</source>
        <translation>未读取 GPU 目录 %1，使用内置目录：%2</translation>
    </message>
    <message>
        <source>GPU &amp;Catalogue</source>
        <translation>GPU 目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open Catalogue File...</source>
        <translation>打开目录文件(&amp;O)...</translation>
    </message>
    <message>
        <source>GPU types to add to the bundled catalogue, or facts to override (memory, power, peak FLOP/s, price, colour)</source>
        <translation>补充到内置目录的 GPU 类型，或要覆盖的参数（显存、功耗、峰值 FLOP/s、价格、颜色）</translation>
    </message>
    <message>
        <source>&amp;Bundled Catalogue Only</source>
        <translation>仅使用内置目录(&amp;B)</translation>
    </message>
    <message>
        <source>Open a GPU Catalogue</source>
        <translation>打开 GPU 目录</translation>
    </message>
    <message>
        <source>GPU catalogues (*.yaml *.yml);;All files (*)</source>
        <translation>GPU 目录 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>GPU Catalogue</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <source>%1 is not a GPU catalogue the program can read; the one in force stays.

%2</source>
        <translation>%1 不是本程序可读取的 GPU 目录；仍使用当前目录。

%2</translation>
    </message>
    <message>
        <source>GPU catalogue: %1 over the bundled one</source>
        <translation>GPU 目录：%1 覆盖内置目录</translation>
    </message>
    <message>
        <source>GPU catalogue: the bundled one</source>
        <translation>GPU 目录：内置目录</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Recipe Explorer</source>
        <translation>关于 Recipe Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>About Recipe Explorer</source>
        <translation>关于 Recipe Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Recipe Explorer %1&lt;/h3&gt;&lt;p&gt;Browse, compare and edit LLM training recipes published by OpenRecipes.&lt;/p&gt;&lt;p&gt;Runs with:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Recipe Explorer %1&lt;/h3&gt;&lt;p&gt;浏览、比较和编辑 OpenRecipes 发布的 LLM 训练配方。&lt;/p&gt;&lt;p&gt;运行所用的库：&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;&lt;p&gt;许可证：GNU 通用公共许可证第 3 版或更高版本 (GPL-3.0-or-later)。&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In Views</source>
        <translation>视图中</translation>
    </message>
    <message>
        <source>Presenter Mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>Open the selected recipe</source>
        <translation>打开所选配方</translation>
    </message>
    <message>
        <source>Find next, previous</source>
        <translation>查找下一个、上一个</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>关闭查找栏</translation>
    </message>
    <message>
        <source>Zoom code in, out, reset</source>
        <translation>放大、缩小、重置代码字号</translation>
    </message>
    <message>
        <source>Next chart</source>
        <translation>下一张图表</translation>
    </message>
    <message>
        <source>Previous chart</source>
        <translation>上一张图表</translation>
    </message>
    <message>
        <source>First, last chart</source>
        <translation>第一张、最后一张图表</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>浅色或深色</translation>
    </message>
    <message>
        <source>Leave presenter mode</source>
        <translation>退出演示模式</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Figures across commits</source>
        <translation>各提交的指标</translation>
    </message>
</context>
<context>
    <name>HistoryFeed</name>
    <message>
        <source>Reading the commits that changed %1…</source>
        <translation>正在读取更改了 %1 的提交…</translation>
    </message>
    <message>
        <source>No history: %1</source>
        <translation>无历史：%1</translation>
    </message>
    <message>
        <source>No history: no commit has this file yet</source>
        <translation>无历史：尚无提交包含此文件</translation>
    </message>
    <message>
        <source>History truncated (shallow clone): older commits are not in this repository</source>
        <translation>历史已截断（浅克隆）：较早的提交不在此仓库中</translation>
    </message>
    <message numerus="yes">
        <source>Reading the commits that changed %1… %n commit(s) read</source>
        <translation>
            <numerusform>正在读取更改过 %1 的提交… 已读取 %n 个提交</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the history was cancelled: show the tab again to read it</source>
        <translation>已取消读取历史：再次显示该标签页即可重新读取</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>renamed from %1</source>
        <translation>由 %1 重命名</translation>
    </message>
    <message>
        <source>copied from %1</source>
        <translation>由 %1 复制</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Commits that changed the recipe</source>
        <translation>更改了此配方的提交</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Select two commits to compare them, or one to compare it with the file on disk</source>
        <translation>选择两个提交进行比较，或选择一个与磁盘上的文件比较</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop reading the commits that changed the recipe</source>
        <translation>停止读取更改过该配方的提交</translation>
    </message>
</context>
<context>
    <name>KeyValueTable</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Recipe Explorer will use %1 from its next start.</source>
        <translation>Recipe Explorer 将从下次启动起使用%1。</translation>
    </message>
</context>
<context>
    <name>LayoutDiff</name>
    <message>
        <source>tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
</context>
<context>
    <name>LayoutDiffModel</name>
    <message>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Field or flag</source>
        <translation>字段或参数</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
</context>
<context>
    <name>LoadProgress</name>
    <message>
        <source>Loading progress</source>
        <translation>加载进度</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v / %m 个文件</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>停止加载</translation>
    </message>
    <message>
        <source>%v of %m recipes checked</source>
        <translation>已检查 %v / %m 个配方</translation>
    </message>
    <message>
        <source>Stop checking: the recipes stay, without the findings not yet made</source>
        <translation>停止检查：配方保留，尚未得出的检查结果不显示</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Ranking</source>
        <translation>排行(&amp;R)</translation>
    </message>
    <message>
        <source>Char&amp;ts</source>
        <translation>图表(&amp;T)</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>比较(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Co&amp;mpare Selected</source>
        <translation>比较所选(&amp;M)</translation>
    </message>
    <message>
        <source>Compare the two recipes selected in the ranking</source>
        <translation>比较排行中选中的两个配方</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation>清除筛选(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>比较(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>GPU &amp;Prices...</source>
        <translation>GPU 价格(&amp;P)…</translation>
    </message>
    <message>
        <source>Bundled recipes</source>
        <translation>内置配方</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s)</source>
        <translation>
            <numerusform>%n 个配方</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n shown</source>
        <translation>
            <numerusform>，显示 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n invalid file(s), see Problems</source>
        <translation>
            <numerusform> · %n 个无效文件，见“问题”</numerusform>
        </translation>
    </message>
    <message>
        <source>Revie&amp;w</source>
        <translation>审阅(&amp;W)</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>审阅(&amp;V)</translation>
    </message>
    <message>
        <source>Review Changes &amp;Since...</source>
        <translation>审阅自某修订以来的更改(&amp;S)…</translation>
    </message>
    <message>
        <source>What the changes to the recipes since a revision do to the rankings</source>
        <translation>自某修订以来对配方的更改对排名的影响</translation>
    </message>
    <message>
        <source>No review: %1</source>
        <translation>无法审阅：%1</translation>
    </message>
    <message>
        <source>Compare with a Git Revision</source>
        <translation>与 Git 修订比较</translation>
    </message>
    <message>
        <source>The folder as a git revision has it, read-only</source>
        <translation>该文件夹在某 Git 修订中的内容，只读</translation>
    </message>
    <message>
        <source>No revision: %1</source>
        <translation>无修订：%1</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>%1 (read-only) · </source>
        <translation>%1（只读）· </translation>
    </message>
    <message>
        <source>Pla&amp;n a Run...</source>
        <translation>规划训练(&amp;N)...</translation>
    </message>
</context>
<context>
    <name>NavigationDock</name>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>NavigationModel</name>
    <message>
        <source>#%1 listing only (%2 GPUs)</source>
        <translation>#%1 仅列表条目（%2 个 GPU）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n recipe(s)</source>
        <translation>
            <numerusform>%1：%n 个配方</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n recipe(s), ranked by tokens/s per GPU</source>
        <translation>
            <numerusform>%1，%2：%n 个配方，按每 GPU tokens/s 排名</numerusform>
        </translation>
    </message>
    <message>
        <source>All models</source>
        <translation>全部模型</translation>
    </message>
    <message>
        <source>Recipes</source>
        <translation>配方</translation>
    </message>
    <message>
        <source>Opened files</source>
        <translation>已打开的文件</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) opened from outside the folder</source>
        <translation>
            <numerusform>从文件夹外打开了 %n 个文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationView</name>
    <message>
        <source>All models</source>
        <translation>全部模型</translation>
    </message>
</context>
<context>
    <name>NotesHtml</name>
    <message>
        <source>image</source>
        <translation>图片</translation>
    </message>
</context>
<context>
    <name>PlanBar</name>
    <message>
        <source>Plan:</source>
        <translation>计划：</translation>
    </message>
    <message>
        <source>tokens, e.g. 2T</source>
        <translation>token 数，如 2T</translation>
    </message>
    <message>
        <source>Tokens to train: 2T, 500B or 1.5e12 (k, M, B, T). Empty: no plan, and its columns hidden.</source>
        <translation>要训练的 token 数：2T、500B 或 1.5e12（k、M、B、T）。留空：无计划，其列隐藏。</translation>
    </message>
    <message>
        <source>&amp;Days</source>
        <translation>天数(&amp;D)</translation>
    </message>
    <message>
        <source>deadline in days</source>
        <translation>期限（天）</translation>
    </message>
    <message>
        <source>The deadline in days: a recipe that takes longer does not fit the plan.</source>
        <translation>期限（天）：耗时更长的配方不符合计划。</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>预算(&amp;B)</translation>
    </message>
    <message>
        <source>budget, e.g. $1.5M</source>
        <translation>预算，如 $1.5M</translation>
    </message>
    <message>
        <source>The budget in dollars: a recipe that costs more does not fit the plan.</source>
        <translation>预算（美元）：花费更多的配方不符合计划。</translation>
    </message>
    <message>
        <source>each recipe&apos;s own</source>
        <translation>各配方自身的</translation>
    </message>
    <message>
        <source>Scale every recipe to this many GPUs, its tokens/s per GPU held: an extrapolation. Empty: each recipe&apos;s own count.</source>
        <translation>把每个配方换算到这么多 GPU，保持每 GPU tokens/s 不变：属于外推。留空：用各配方自身的数量。</translation>
    </message>
    <message>
        <source>Published prices</source>
        <translation>公布的价格</translation>
    </message>
    <message>
        <source>Your prices</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>The dollars per GPU-hour the plan is costed at: those the published figures use, or yours (Charts &gt; Prices)</source>
        <translation>计划所用的每 GPU 小时美元价格：公布数据所用的，或您的（图表 &gt; 价格）</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2.
%3</source>
        <translation>“%1”：%2。
%3</translation>
    </message>
    <message>
        <source>To&amp;kens</source>
        <translation>Token(&amp;K)</translation>
    </message>
    <message>
        <source>GP&amp;Us</source>
        <translation>GPU 数(&amp;U)</translation>
    </message>
</context>
<context>
    <name>PlanCostChart</name>
    <message>
        <source>No plan is set: Edit &gt; Plan a Run... (Ctrl+Shift+P) sets one</source>
        <translation>未设置计划：编辑 &gt; 规划训练...（Ctrl+Shift+P）可设置</translation>
    </message>
    <message>
        <source>costs at your prices: %1</source>
        <translation>按您的价格计算成本：%1</translation>
    </message>
    <message>
        <source>costs at the published prices: %1</source>
        <translation>按公布价格计算成本：%1</translation>
    </message>
    <message>
        <source>every recipe scaled to %1 GPUs, its tokens/s per GPU held: an extrapolation</source>
        <translation>每个配方按 %1 个 GPU 缩放，保持其每 GPU tokens/s：外推</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without tokens/s per GPU left out</source>
        <translation>
            <numerusform>省略了 %n 个没有每 GPU tokens/s 的配方</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without a price for the GPU type left out</source>
        <translation>
            <numerusform>省略了 %n 个其 GPU 类型没有价格的配方</numerusform>
        </translation>
    </message>
    <message>
        <source>No recipe shown has both a throughput and a price for its GPU type</source>
        <translation>所显示的配方都没有同时具备吞吐量和其 GPU 类型的价格</translation>
    </message>
    <message>
        <source>cost against time to train %1 tokens</source>
        <translation>训练 %1 tokens 的成本与时间</translation>
    </message>
    <message>
        <source>cost against time to train</source>
        <translation>成本与训练时间</translation>
    </message>
    <message>
        <source>every recipe · shape: model · ringed: nothing of the same model is both faster and cheaper</source>
        <translation>每个配方 · 形状：模型 · 圈出：同一模型中没有既更快又更便宜的</translation>
    </message>
    <message>
        <source>every recipe · ringed: nothing is both faster and cheaper</source>
        <translation>每个配方 · 圈出：没有既更快又更便宜的</translation>
    </message>
    <message>
        <source>days to train (fewer is better)</source>
        <translation>训练天数（越少越好）</translation>
    </message>
    <message>
        <source>cost to train, $ (lower is better)</source>
        <translation>训练成本，$（越低越好）</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 to train, %6 at %7 per GPU-hour</source>
        <translation>%1，%2 x %3 · %4
训练 %5，%6，每 GPU 小时 %7</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>仅列表条目</translation>
    </message>
    <message>
        <source>scaled from the recipe&apos;s %1 GPUs: an extrapolation</source>
        <translation>由配方的 %1 个 GPU 缩放：外推</translation>
    </message>
    <message>
        <source>fits the plan</source>
        <translation>符合计划</translation>
    </message>
    <message>
        <source>misses the plan: %1</source>
        <translation>不符合计划：%1</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>列表条目</translation>
    </message>
    <message>
        <source>deadline: %1 days</source>
        <translation>期限：%1 天</translation>
    </message>
    <message>
        <source>budget: %1</source>
        <translation>预算：%1</translation>
    </message>
</context>
<context>
    <name>PlanHtml</name>
    <message>
        <source>%1 tokens on %2 %3</source>
        <translation>%1 token，使用 %2 个 %3</translation>
    </message>
    <message>
        <source>%1 (scaled from the recipe&apos;s %2, its tokens/s per GPU held: an extrapolation)</source>
        <translation>%1（由配方的 %2 个换算，保持每 GPU tokens/s 不变：属于外推）</translation>
    </message>
    <message>
        <source>Cost to train</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>no price for %1</source>
        <translation>%1 没有价格</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>the published price</source>
        <translation>公布的价格</translation>
    </message>
    <message>
        <source>at %1 per %2-hour, %3</source>
        <translation>按每 %2 小时 %1，%3</translation>
    </message>
    <message>
        <source>Fits the plan</source>
        <translation>符合计划</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>No throughput: nothing to plan with.</source>
        <translation>无吞吐量：无法规划。</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>%1 days: tokens / (%2 tokens/s per GPU x %3 GPUs)</source>
        <translation>%1 天：token /（每 GPU %2 tokens/s × %3 个 GPU）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>an estimate: %1 W per GPU, the board power alone</source>
        <translation>估算：每 GPU %1 W，仅计板卡功耗</translation>
    </message>
    <message>
        <source>Cost of the measured run</source>
        <translation>实测运行的成本</translation>
    </message>
    <message>
        <source>its %1 GPU-hours</source>
        <translation>其 %1 GPU 小时</translation>
    </message>
</context>
<context>
    <name>PlanQuantity</name>
    <message>
        <source>empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>unknown suffix &apos;%1&apos; (k, M, B or T)</source>
        <translation>未知后缀 &apos;%1&apos;（k、M、B 或 T）</translation>
    </message>
    <message>
        <source>a plain number, without &apos;%1&apos;</source>
        <translation>应为普通数字，不带 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>too large (at most %1)</source>
        <translation>太大（最多 %1）</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Scaled from</source>
        <translation>换算自</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Cost to train</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>$ / GPU-hour</source>
        <translation>$ / GPU 小时</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Cost of the measured run</source>
        <translation>实测运行的成本</translation>
    </message>
    <message>
        <source>Fits the plan</source>
        <translation>符合计划</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Place among the recipes of the same model: those that fit the plan first, then by cost</source>
        <translation>在同一模型配方中的名次：先列符合计划的，再按成本</translation>
    </message>
    <message>
        <source>The GPUs the run is planned on: the recipe&apos;s own, or the plan&apos;s</source>
        <translation>计划使用的 GPU：配方自身的或计划指定的</translation>
    </message>
    <message>
        <source>The recipe&apos;s own GPU count, when the plan scales it to another: its tokens/s per GPU held, an extrapolation</source>
        <translation>计划换算到其他数量时配方自身的 GPU 数：保持每 GPU tokens/s 不变，属于外推</translation>
    </message>
    <message>
        <source>Wall-clock time to train the plan&apos;s tokens: tokens / (tokens/s per GPU x GPUs)</source>
        <translation>训练计划 token 所需的实际时间：token /（每 GPU tokens/s × GPU 数）</translation>
    </message>
    <message>
        <source>GPU-hours to train the plan&apos;s tokens</source>
        <translation>训练计划 token 所需的 GPU 小时</translation>
    </message>
    <message>
        <source>GPU-hours to train the plan&apos;s tokens at the price of the GPU type</source>
        <translation>按该 GPU 类型价格计算的训练计划 token 所需 GPU 小时费用</translation>
    </message>
    <message>
        <source>The price of the GPU type per GPU-hour, from the price table</source>
        <translation>该 GPU 类型每 GPU 小时的价格，来自价格表</translation>
    </message>
    <message>
        <source>An estimate: GPU-hours at the GPU type&apos;s board power, the GPUs alone</source>
        <translation>估算：GPU 小时乘以该 GPU 类型的板卡功耗，仅计 GPU</translation>
    </message>
    <message>
        <source>The recipe&apos;s own measured run (its gpu_hours) at the price of the GPU type</source>
        <translation>配方自身实测运行（其 gpu_hours）按该 GPU 类型价格的费用</translation>
    </message>
    <message>
        <source>Whether the run meets the plan&apos;s deadline and budget</source>
        <translation>训练是否满足计划的期限和预算</translation>
    </message>
    <message>
        <source>no throughput</source>
        <translation>无吞吐量</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>%1 W per GPU, the board power of the GPU type</source>
        <translation>每 GPU %1 W，该 GPU 类型的板卡功耗</translation>
    </message>
    <message>
        <source>Scaled from the recipe&apos;s %1 GPUs, its tokens/s per GPU held</source>
        <translation>由配方的 %1 个 GPU 换算，保持每 GPU tokens/s 不变</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>no throughput</source>
        <translation>无吞吐量</translation>
    </message>
    <message>
        <source>past the deadline</source>
        <translation>超过期限</translation>
    </message>
    <message>
        <source>over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>no price for the GPU type</source>
        <translation>该 GPU 类型没有价格</translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation>超过 %1 年</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>Presenter</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>%1 / %2 · ← → to step · T light/dark · Esc to leave</source>
        <translation>%1 / %2 · ← → 翻页 · T 浅色/深色 · Esc 退出</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <source>GPU Prices</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU 类型</translation>
    </message>
    <message>
        <source>$ per GPU-hour</source>
        <translation>每 GPU 小时价格（$）</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Costs at your prices are $ / 1M tokens = price x 10^6 / (tokens/s per GPU x 3600). The defaults reproduce the published figures.</source>
        <translation>按您的价格计算的成本：$ / 百万 tokens = 价格 x 10^6 / (每 GPU tokens/s x 3600)。默认值可复现已发布的数据。</translation>
    </message>
    <message>
        <source>Add GPU Type</source>
        <translation>添加 GPU 类型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price of %1</source>
        <translation>%1 的价格</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>listing only</source>
        <translation>仅列表条目</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>测量于 %1</translation>
    </message>
    <message>
        <source>measured %1 to %2</source>
        <translation>测量于 %1 至 %2</translation>
    </message>
    <message>
        <source>every recipe</source>
        <translation>全部配方</translation>
    </message>
    <message>
        <source>best recipe per GPU type</source>
        <translation>每种 GPU 类型的最佳配方</translation>
    </message>
    <message>
        <source>Source: OpenRecipes recipes</source>
        <translation>来源：OpenRecipes 配方</translation>
    </message>
    <message>
        <source>listing only: figures from the OpenRecipes model page, recipe not published</source>
        <translation>仅列表条目：数据来自 OpenRecipes 模型页面，配方未发布</translation>
    </message>
    <message>
        <source>tokens/s per GPU across GPUs</source>
        <translation>各 GPU 的每 GPU tokens/s</translation>
    </message>
    <message>
        <source>%1 · higher is better</source>
        <translation>%1 · 越高越好</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 tokens/s per GPU</source>
        <translation>%1，%2 x %3 · %4
每 GPU %5 tokens/s</translation>
    </message>
    <message>
        <source>$ per million tokens across GPUs</source>
        <translation>各 GPU 的每百万 tokens 成本（$）</translation>
    </message>
    <message>
        <source>%1 · lower is better</source>
        <translation>%1 · 越低越好</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 per 1M tokens, as recorded</source>
        <translation>%1，%2 x %3 · %4
每百万 tokens %5，按记录</translation>
    </message>
    <message>
        <source>at %1/GPU-h</source>
        <translation>按 %1/GPU 小时</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 per 1M tokens, recomputed at %6 per GPU-hour</source>
        <translation>%1，%2 x %3 · %4
每百万 tokens %5，按每 GPU 小时 %6 重新计算</translation>
    </message>
    <message>
        <source>model FLOP utilisation by recipe</source>
        <translation>各配方的模型 FLOP 利用率 (MFU)</translation>
    </message>
    <message>
        <source>%1 · 6 x active parameters x tokens/s / peak dense BF16 FLOP/s</source>
        <translation>%1 · 6 x 激活参数量 x tokens/s / BF16 稠密峰值 FLOP/s</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
MFU %5</source>
        <translation>%1，%2 x %3 · %4
MFU %5</translation>
    </message>
    <message>
        <source>tokens/s per GPU against $ per million tokens</source>
        <translation>每 GPU tokens/s 与每百万 tokens 成本（$）</translation>
    </message>
    <message>
        <source>every recipe · shape: model · ringed: nothing of the same model beats it on both</source>
        <translation>全部配方 · 形状：模型 · 带圈：同一模型中没有配方在两方面都更优</translation>
    </message>
    <message>
        <source>every recipe · ringed: nothing beats it on both</source>
        <translation>全部配方 · 带圈：没有配方在两方面都更优</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>列表条目</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 tokens/s per GPU, %6 per 1M tokens%7</source>
        <translation>%1，%2 x %3 · %4
每 GPU %5 tokens/s，每百万 tokens %6%7</translation>
    </message>
    <message>
        <source> (recomputed)</source>
        <translation>（重新计算）</translation>
    </message>
    <message>
        <source>* recomputed at your prices: %1</source>
        <translation>* 按您的价格重新计算：%1</translation>
    </message>
    <message>
        <source>costs as recorded in each recipe</source>
        <translation>各配方中记录的成本</translation>
    </message>
    <message>
        <source>MFU recomputed where the recipe records none</source>
        <translation>配方未记录 MFU 时重新计算</translation>
    </message>
    <message>
        <source>The model&apos;s architecture arguments (layers, hidden size, heads, experts...), from the framework&apos;s scripts/models/&lt;model&gt;.sh for this model</source>
        <translation>模型的架构参数（层数、隐藏层大小、注意力头、专家…），来自框架中该模型的 scripts/models/&lt;模型&gt;.sh</translation>
    </message>
    <message>
        <source>Path of the Hugging Face checkpoint of the model (weights and tokenizer)</source>
        <translation>模型的 Hugging Face 检查点路径（权重和分词器）</translation>
    </message>
    <message>
        <source>Path of the checkpoint converted to Megatron&apos;s torch_dist format</source>
        <translation>转换为 Megatron torch_dist 格式的检查点路径</translation>
    </message>
    <message>
        <source>Path of the built training rows (the Parquet file named under Rows)</source>
        <translation>构建好的训练数据行的路径（“数据行”下所列的 Parquet 文件）</translation>
    </message>
    <message>
        <source>Folder for TensorBoard logs of the run</source>
        <translation>本次运行的 TensorBoard 日志文件夹</translation>
    </message>
    <message>
        <source>Number of NVLink connections of a GPU on this machine; 0 turns NCCL&apos;s NVLink SHARP off</source>
        <translation>本机每个 GPU 的 NVLink 连接数；0 会关闭 NCCL 的 NVLink SHARP</translation>
    </message>
    <message>
        <source>The slime training entry module of your installation (e.g. train_async)</source>
        <translation>您安装的 slime 训练入口模块（例如 train_async）</translation>
    </message>
    <message>
        <source>Training %1</source>
        <translation>训练 %1</translation>
    </message>
    <message>
        <source>Training %1 on %2</source>
        <translation>在 %2 上训练 %1</translation>
    </message>
    <message>
        <source>Ranked by tokens/s per GPU</source>
        <translation>按每 GPU tokens/s 排名</translation>
    </message>
    <message>
        <source>%1-token %2 rows</source>
        <translation>%1 tokens 的 %2 数据行</translation>
    </message>
    <message>
        <source>global batch %1</source>
        <translation>全局批量 %1</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>每节点 %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source> (N = %1 active parameters per token)</source>
        <translation>（N = 每 token %1 个激活参数）</translation>
    </message>
    <message>
        <source>correlation %1</source>
        <translation>相关系数 %1</translation>
    </message>
    <message>
        <source>final loss difference %1</source>
        <translation>最终损失差 %1</translation>
    </message>
    <message>
        <source>%1 pointwise failures over %2 steps</source>
        <translation>%2 步中有 %1 个逐点失败</translation>
    </message>
    <message>
        <source> Shape: %1.</source>
        <translation> 形状：%1。</translation>
    </message>
    <message>
        <source>, %1-step run scored over steps %2–%3</source>
        <translation>，%1 步运行，在第 %2–%3 步评分</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Component test</source>
        <translation>组件测试</translation>
    </message>
    <message>
        <source>Component tests</source>
        <translation>组件测试</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>正确性</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>数据行</translation>
    </message>
    <message>
        <source>%1 rows of %2 tokens, global batch %3</source>
        <translation>%1 行，每行 %2 tokens，全局批量 %3</translation>
    </message>
    <message>
        <source>Row count</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>tokens/s per GPU (higher is better)</source>
        <translation>每 GPU tokens/s（越高越好）</translation>
    </message>
    <message>
        <source>$ / 1M tokens (lower is better)</source>
        <translation>$ / 百万 tokens（越低越好）</translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <source>All models</source>
        <translation>全部模型</translation>
    </message>
    <message numerus="yes">
        <source>Ranked by tokens/s per GPU within each model and GPU type · %n recipe(s)</source>
        <translation>
            <numerusform>在每个模型和 GPU 类型内按每 GPU tokens/s 排名 · %n 个配方</numerusform>
        </translation>
    </message>
    <message>
        <source># %1 cannot be read: %2</source>
        <translation># 无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Select rows in the ranking to copy them</source>
        <translation>在排行中选择要复制的行</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>已复制 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1</source>
        <translation>
            <numerusform>已将 %n 行导出到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two recipes in the ranking to compare them (Ctrl+click)</source>
        <translation>在排行中选择两个配方进行比较（Ctrl+单击）</translation>
    </message>
    <message>
        <source>&amp;Copy Rows as CSV</source>
        <translation>复制行为 CSV(&amp;C)</translation>
    </message>
    <message>
        <source>Copy Rows as &amp;TSV</source>
        <translation>复制行为 TSV(&amp;T)</translation>
    </message>
    <message>
        <source>Copy Rows as &amp;Markdown</source>
        <translation>复制行为 Markdown(&amp;M)</translation>
    </message>
    <message>
        <source># %1 is %2 bytes, too large to show (a recipe may have at most %3)</source>
        <translation># %1 有 %2 字节，太大，无法显示（配方最多 %3 字节）</translation>
    </message>
</context>
<context>
    <name>RecentFoldersMenu</name>
    <message>
        <source>Clear List</source>
        <translation>清空列表</translation>
    </message>
</context>
<context>
    <name>RecipeForm</name>
    <message>
        <source>Recipe</source>
        <translation>配方</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Remove %1 from the recipe (not set)</source>
        <translation>从配方中删除 %1（未设置）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add an item to %1</source>
        <translation>向 %1 添加一项</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>添加到 %1</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>RecipePageView</name>
    <message>
        <source>Choose a recipe in the ranking to see all of it here.</source>
        <translation>在排行中选择一个配方，即可在此查看完整内容。</translation>
    </message>
    <message>
        <source>Recipe page</source>
        <translation>配方页面</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Recipe source</source>
        <translation>配方源文件</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>Co&amp;mmand</source>
        <translation>命令(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>源文件(&amp;S)</translation>
    </message>
    <message>
        <source>Copy BibTeX</source>
        <translation>复制 BibTeX</translation>
    </message>
    <message>
        <source>Copy the citation of this recipe to the clipboard</source>
        <translation>将此配方的引用复制到剪贴板</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>与之比较</translation>
    </message>
    <message>
        <source>Compare this recipe with another, side by side</source>
        <translation>将此配方与另一个并排比较</translation>
    </message>
    <message>
        <source># Listing only: figures from %1.
</source>
        <translation># 仅列表条目：数据来自 %1。
</translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n finding(s)</source>
        <translation>
            <numerusform>检查：%n 项发现</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>step-time CV</source>
        <translation>单步耗时 CV</translation>
    </message>
    <message>
        <source>cite</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message numerus="yes">
        <source>The exact command of the measured run, %n line(s).</source>
        <translation>
            <numerusform>测量运行的完整命令，共 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the command</source>
        <translation>显示命令</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>If you use a recipe by %1, please cite it.</source>
        <translation>如果您使用 %1 的配方，请引用它。</translation>
    </message>
    <message>
        <source>%1 on other GPUs</source>
        <translation>%1 在其他 GPU 上</translation>
    </message>
    <message>
        <source>tokens/s/GPU · %1 / 1M tokens</source>
        <translation>每 GPU tokens/s · %1 / 百万 tokens</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>仅列表条目</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs · this page</source>
        <translation>%1 · %2 个 GPU · 本页</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 个 GPU</translation>
    </message>
    <message>
        <source>No recipe of %1 on another GPU type is open.</source>
        <translation>没有打开 %1 在其他 GPU 类型上的配方。</translation>
    </message>
    <message>
        <source>Listing only.</source>
        <translation>仅列表条目。</translation>
    </message>
    <message>
        <source>These figures come from %1. The recipe behind them (its layout, command, stack and checks) is not published, so nothing else about it is known.</source>
        <translation>这些数据来自 %1。其背后的配方（并行布局、命令、软件栈和检查）尚未发布，因此对其一无所知。</translation>
    </message>
    <message numerus="yes">
        <source>%n more recipe(s): select two rows of the ranking and compare them (Ctrl+D)</source>
        <translation>
            <numerusform>另有 %n 个配方：在排名中选中两行并比较（Ctrl+D）</numerusform>
        </translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>历史(&amp;I)</translation>
    </message>
    <message>
        <source>The Commit Checked Out (HEAD)</source>
        <translation>已检出的提交（HEAD）</translation>
    </message>
    <message>
        <source>A Git Revision…</source>
        <translation>某个 Git 修订…</translation>
    </message>
    <message>
        <source>No git history: %1</source>
        <translation>无 git 历史：%1</translation>
    </message>
</context>
<context>
    <name>RecipeSchema</name>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>Build name</source>
        <translation>构建名称</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>构建工具</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Citation link</source>
        <translation>引用链接</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Component tests</source>
        <translation>组件测试</translation>
    </message>
    <message>
        <source>Configuration check</source>
        <translation>配置检查</translation>
    </message>
    <message>
        <source>Convergence check</source>
        <translation>收敛检查</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>正确性</translation>
    </message>
    <message>
        <source>Correlation</source>
        <translation>相关系数</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>DeepEP</source>
        <translation>DeepEP</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Dispatcher</source>
        <translation>分发器</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Final loss difference</source>
        <translation>最终损失差</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>第一阶段</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU 类型</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>GPU-hours note</source>
        <translation>GPU 小时说明</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批量</translation>
    </message>
    <message>
        <source>Granularity</source>
        <translation>粒度</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>Ignored checks</source>
        <translation>忽略的检查</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation>最后阶段</translation>
    </message>
    <message>
        <source>Layer split</source>
        <translation>层划分</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Layout summary</source>
        <translation>并行布局摘要</translation>
    </message>
    <message>
        <source>License</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Listings</source>
        <translation>列表条目</translation>
    </message>
    <message>
        <source>Loss mask</source>
        <translation>损失掩码</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>MFU note</source>
        <translation>MFU 说明</translation>
    </message>
    <message>
        <source>Max tokens per GPU</source>
        <translation>每 GPU 最大 tokens</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量日期</translation>
    </message>
    <message>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>OpenRecipes listing entries</source>
        <translation>OpenRecipes 列表条目</translation>
    </message>
    <message>
        <source>OpenRecipes training recipe</source>
        <translation>OpenRecipes 训练配方</translation>
    </message>
    <message>
        <source>Optimizer fraction</source>
        <translation>优化器占比</translation>
    </message>
    <message>
        <source>Overlapped copies</source>
        <translation>重叠拷贝</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Packing</source>
        <translation>打包</translation>
    </message>
    <message>
        <source>Padding tokens</source>
        <translation>填充 tokens</translation>
    </message>
    <message>
        <source>Parquet sha256</source>
        <translation>Parquet sha256</translation>
    </message>
    <message>
        <source>Parquet size</source>
        <translation>Parquet 大小</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>补丁</translation>
    </message>
    <message>
        <source>Pointwise failures</source>
        <translation>逐点失败</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Profiler</source>
        <translation>性能分析器</translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版本</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>数据行</translation>
    </message>
    <message>
        <source>Rows per microbatch</source>
        <translation>每微批行数</translation>
    </message>
    <message>
        <source>Rows sha256</source>
        <translation>数据行 sha256</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>模式版本</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Severities</source>
        <translation>严重级别</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Step-time CV</source>
        <translation>单步耗时 CV</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Steps per run</source>
        <translation>每次运行步数</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Supervised tokens</source>
        <translation>监督 tokens</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>分词器</translation>
    </message>
    <message>
        <source>Tokens per row</source>
        <translation>每行 tokens</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Window tokens</source>
        <translation>窗口 tokens</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
</context>
<context>
    <name>RecipeTableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Step-time CV</source>
        <translation>单步耗时 CV</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量日期</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Rank among the recipes of the same model on the same GPU type, by tokens/s per GPU</source>
        <translation>在同一模型、同一 GPU 类型的配方中按每 GPU tokens/s 的排名</translation>
    </message>
    <message>
        <source>The recipe file</source>
        <translation>配方文件</translation>
    </message>
    <message>
        <source>What recipe-explorer lint finds in the recipe: figures, layout and command that disagree</source>
        <translation>recipe-explorer lint 在配方中发现的问题：彼此不符的数据、并行布局和命令</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Listing only: figures from %1. The recipe behind them is not published.</source>
        <translation>仅列表条目：数据来自 %1。其背后的配方尚未发布。</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>仅列表条目</translation>
    </message>
    <message>
        <source>Git</source>
        <translation>Git</translation>
    </message>
    <message>
        <source>How the file differs from the git commit checked out (HEAD): modified, new or renamed</source>
        <translation>文件与已检出的 git 提交（HEAD）的差异：已修改、新增或已重命名</translation>
    </message>
    <message>
        <source>Modified since the commit checked out</source>
        <translation>自已检出的提交以来已修改</translation>
    </message>
    <message>
        <source>New: not in the commit checked out</source>
        <translation>新增：不在已检出的提交中</translation>
    </message>
    <message>
        <source>Renamed from %1 since the commit checked out</source>
        <translation>自已检出的提交以来由 %1 重命名</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>renamed</source>
        <translation>已重命名</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>Cost to train</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Hidden characters, shown as marks:</source>
        <translation>隐藏字符（已显示为标记）：</translation>
    </message>
</context>
<context>
    <name>RecipeTableView</name>
    <message>
        <source>Ranking</source>
        <translation>排行</translation>
    </message>
    <message>
        <source>Right-click to choose columns</source>
        <translation>右键单击以选择列</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>按内容调整列宽</translation>
    </message>
</context>
<context>
    <name>RequestedFiles</name>
    <message numerus="yes">
        <source> (and %n more, see Problems)</source>
        <translation>
            <numerusform>（还有 %n 个，见“问题”）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1 at line %2, column %3: %4</source>
        <translation>无法打开 %1，第 %2 行第 %3 列：%4</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>renamed</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>配方</translation>
    </message>
    <message>
        <source>Rank before → after</source>
        <translation>排名 之前 → 之后</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU Tokens/s</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 百万 tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Values changed</source>
        <translation>更改的值</translation>
    </message>
    <message>
        <source>New findings</source>
        <translation>新发现</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review Changes Since... (Ctrl+Shift+R) shows what the changes to the recipes do</source>
        <translation>“审阅自某修订以来的更改…”（Ctrl+Shift+R）显示对配方的更改带来的影响</translation>
    </message>
    <message>
        <source>Review Changes Since a Git Revision</source>
        <translation>审阅自某 Git 修订以来的更改</translation>
    </message>
    <message>
        <source>Reviewing the changes since %1…</source>
        <translation>正在审阅自 %1 以来的更改…</translation>
    </message>
    <message>
        <source>No review: %1</source>
        <translation>无法审阅：%1</translation>
    </message>
    <message>
        <source>No recipe changed since %1</source>
        <translation>自 %1 以来没有配方被更改</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) changed since %1, in the work tree</source>
        <translation>
            <numerusform>工作区中自 %1 以来有 %n 个配方被更改</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was removed since %2: there is nothing to compare it with</source>
        <translation>%1 自 %2 以来已被删除：没有可与之比较的内容</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>Since &amp;Revision...</source>
        <translation>自修订(&amp;R)…</translation>
    </message>
    <message>
        <source>Review the changes since another commit, branch or tag</source>
        <translation>审阅自另一提交、分支或标签以来的更改</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <source>Review the same revision again, with the files as they are now</source>
        <translation>以文件当前的内容再次审阅同一修订</translation>
    </message>
    <message>
        <source>Recipes changed, with what the change does</source>
        <translation>已更改的配方及更改的影响</translation>
    </message>
    <message>
        <source>Double-click or press Return to compare a recipe with its earlier version</source>
        <translation>双击或按回车键，将配方与其早先版本进行比较</translation>
    </message>
</context>
<context>
    <name>RevisionChooser</name>
    <message>
        <source>Revision: a branch, a tag, HEAD~2, a commit id or a date (main@{2.weeks.ago})</source>
        <translation>修订：分支、标签、HEAD~2、提交 ID 或日期（main@{2.weeks.ago}）</translation>
    </message>
</context>
<context>
    <name>RevisionOpener</name>
    <message>
        <source>Open a Git Revision</source>
        <translation>打开 Git 修订</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>No revision opened: %1</source>
        <translation>未打开修订：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of %1 did not read: %2</source>
        <translation>
            <numerusform>%1 中有 %n 个文件无法读取：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <source>scaling efficiency: tokens/s per GPU against the best at the GPU type&apos;s smallest count</source>
        <translation>扩展效率：每 GPU tokens/s 相对于该 GPU 类型最小数量下的最佳值</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without tokens/s per GPU left out</source>
        <translation>
            <numerusform>省略了 %n 个没有每 GPU tokens/s 的配方</numerusform>
        </translation>
    </message>
    <message>
        <source>No recipe shown has a tokens/s per GPU to chart</source>
        <translation>所显示的配方都没有可绘制的每 GPU tokens/s</translation>
    </message>
    <message>
        <source>tokens/s per GPU against the GPU count</source>
        <translation>每 GPU tokens/s 与 GPU 数量</translation>
    </message>
    <message>
        <source>every recipe · solid: best per count · dashed: ideal, the smallest count&apos;s tokens/s per GPU held</source>
        <translation>每个配方 · 实线：每个数量的最佳值 · 虚线：理想，保持最小数量的每 GPU tokens/s</translation>
    </message>
    <message>
        <source>GPUs (log2 scale)</source>
        <translation>GPU 数量（log2 刻度）</translation>
    </message>
    <message>
        <source>tokens/s per GPU (flat is ideal)</source>
        <translation>每 GPU tokens/s（水平为理想）</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>列表条目</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 tokens/s per GPU</source>
        <translation>%1，%2 x %3 · %4
每 GPU %5 tokens/s</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>仅列表条目</translation>
    </message>
    <message>
        <source>scaling efficiency %1 against the best on %2 x %3, the smallest count</source>
        <translation>扩展效率 %1，相对于 %2 x %3（最小数量）上的最佳值</translation>
    </message>
    <message>
        <source>scaling efficiency %1 against the best on %2 x %3</source>
        <translation>扩展效率 %1，相对于 %2 x %3 上的最佳值</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Search actions and keys</source>
        <translation>搜索操作和按键</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>搜索快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>Load, print a summary and quit (checks that the window starts).</source>
        <translation>加载、输出摘要并退出（检查窗口能否启动）。</translation>
    </message>
    <message>
        <source>Show the ranking of this model.</source>
        <translation>显示此模型的排行。</translation>
    </message>
    <message>
        <source>Show the ranking on this GPU type.</source>
        <translation>显示此 GPU 类型上的排行。</translation>
    </message>
    <message>
        <source>Open the page of this recipe file.</source>
        <translation>打开此配方文件的页面。</translation>
    </message>
    <message>
        <source>system, light or dark (remembered).</source>
        <translation>system、light 或 dark（会被记住）。</translation>
    </message>
    <message>
        <source>Start on the Charts tab.</source>
        <translation>启动时显示“图表”页。</translation>
    </message>
    <message>
        <source>Start in presenter mode, on the charts of the ranking shown.</source>
        <translation>以演示模式启动，显示当前排行的图表。</translation>
    </message>
    <message>
        <source>With --show or --compare: overview, command or source.</source>
        <translation>与 --show 或 --compare 一起使用：overview、command 或 source。</translation>
    </message>
    <message>
        <source>Compare two recipe files (give it twice: A, then B).</source>
        <translation>比较两个配方文件（指定两次：先 A，后 B）。</translation>
    </message>
    <message>
        <source>Open this recipe file in the editor (may be given more than once).</source>
        <translation>在编辑器中打开此配方文件（可多次指定）。</translation>
    </message>
    <message>
        <source>With --edit: show this field of the recipe, e.g. result.mfu.</source>
        <translation>与 --edit 一起使用：显示配方的此字段，例如 result.mfu。</translation>
    </message>
    <message>
        <source>en, de or zh_CN: the language of this start (View &gt; Language remembers one).</source>
        <translation>en、de 或 zh_CN：本次启动的语言（“视图 &gt; 语言”可记住一种语言）。</translation>
    </message>
    <message>
        <source>--field needs --edit</source>
        <translation>--field 需要 --edit</translation>
    </message>
    <message>
        <source>--field: %1</source>
        <translation>--field：%1</translation>
    </message>
    <message>
        <source>give --compare twice: A, then B</source>
        <translation>请指定两次 --compare：先 A，后 B</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos; (system, light or dark)</source>
        <translation>未知主题“%1”（system、light 或 dark）</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en, de or zh_CN)</source>
        <translation>未知语言“%1”（en、de 或 zh_CN）</translation>
    </message>
    <message>
        <source>unknown page &apos;%1&apos; (overview, command or source)</source>
        <translation>未知页面“%1”（overview、command 或 source）</translation>
    </message>
    <message>
        <source>Browse, compare and edit LLM training recipes.

Commands: validate PATH..., rank [PATH...], chart, diff A B, set FILE PATH=VALUE..., lint PATH... (see recipe-explorer COMMAND --help).</source>
        <translation>浏览、比较和编辑 LLM 训练配方。

命令：validate 路径…、rank [路径…]、chart、diff A B、set 文件 路径=值…、lint 路径…（见 recipe-explorer 命令 --help）。</translation>
    </message>
    <message>
        <source>Read every recipe file, without the recipe cache.</source>
        <translation>不使用配方缓存，读取每个配方文件。</translation>
    </message>
    <message>
        <source>Recipe folders and files; a file opens wherever it is, beside the bundled recipes when no folder is given.</source>
        <translation>配方文件夹和文件；文件无论在何处都会打开，未指定文件夹时与内置配方一起显示。</translation>
    </message>
    <message>
        <source>Open a view link (recipe-explorer:view?...): it only selects what to show.</source>
        <translation>打开视图链接（recipe-explorer:view?...）：它只选择显示的内容。</translation>
    </message>
    <message>
        <source>give one view link</source>
        <translation>请只给出一个视图链接</translation>
    </message>
    <message>
        <source>A GPU catalogue file over the bundled one, for this start (View &gt; GPU Catalogue remembers one).</source>
        <translation>本次启动使用的 GPU 目录文件，覆盖内置目录（“视图 &gt; GPU 目录”会记住一个）。</translation>
    </message>
</context>
<context>
    <name>TextDiffView</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Next Change</source>
        <translation>下一处变更</translation>
    </message>
    <message>
        <source>Previous Change</source>
        <translation>上一处变更</translation>
    </message>
    <message>
        <source>The two texts are the same.</source>
        <translation>两段文本相同。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), %1 · F7 next, Shift+F7 previous · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt;</source>
        <translation>
            <numerusform>%n 处变更，%1 · F7 下一处，Shift+F7 上一处 · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;删除&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;添加&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;修改&amp;nbsp;&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewLink</name>
    <message>
        <source>the link is longer than %1 characters</source>
        <translation>链接长于 %1 个字符</translation>
    </message>
    <message>
        <source>not a view link: it does not start with %1:</source>
        <translation>不是视图链接：它不以 %1: 开头</translation>
    </message>
    <message>
        <source>not a view link: it names &apos;%1&apos;, not view</source>
        <translation>不是视图链接：它指向 &apos;%1&apos;，而不是 view</translation>
    </message>
    <message>
        <source>a key holds a control character</source>
        <translation>某个键含有控制字符</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos; holds a control character</source>
        <translation>&apos;%1&apos; 的值含有控制字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; 给出了两次</translation>
    </message>
    <message>
        <source>bad value &apos;%1&apos; for &apos;%2&apos; (%3)</source>
        <translation>&apos;%2&apos; 的值 &apos;%1&apos; 无效（%3）</translation>
    </message>
    <message>
        <source>an absolute path</source>
        <translation>绝对路径</translation>
    </message>
    <message>
        <source>a commit, branch or tag</source>
        <translation>提交、分支或标签</translation>
    </message>
    <message>
        <source>the link names more than %1 folders</source>
        <translation>链接指向超过 %1 个文件夹</translation>
    </message>
</context>
<context>
    <name>ViewLinks</name>
    <message>
        <source>Copy Lin&amp;k to This View</source>
        <translation>复制此视图的链接(&amp;K)</translation>
    </message>
    <message>
        <source>A recipe-explorer: link that opens this page, recipe, comparison, filters, chart and plan</source>
        <translation>打开此页面、配方、比较、筛选、图表和计划的 recipe-explorer: 链接</translation>
    </message>
    <message>
        <source>The command that opens this view: recipe-explorer --view &apos;...&apos;</source>
        <translation>打开此视图的命令：recipe-explorer --view &apos;...&apos;</translation>
    </message>
    <message>
        <source>Show the view a recipe-explorer: link asks for; it never changes, runs or saves anything</source>
        <translation>显示 recipe-explorer: 链接要求的视图；它从不更改、运行或保存任何内容</translation>
    </message>
    <message>
        <source>Copied a link to this view</source>
        <translation>已复制此视图的链接</translation>
    </message>
    <message>
        <source>Copied the command that opens this view</source>
        <translation>已复制打开此视图的命令</translation>
    </message>
    <message>
        <source>Open View Link</source>
        <translation>打开视图链接</translation>
    </message>
    <message>
        <source>&amp;Link (recipe-explorer:view?...):</source>
        <translation>链接(&amp;L)（recipe-explorer:view?...）：</translation>
    </message>
    <message>
        <source>Copy View as Comman&amp;d Line</source>
        <translation>将视图复制为命令行(&amp;D)</translation>
    </message>
    <message>
        <source>Open Lin&amp;k...</source>
        <translation>打开链接(&amp;K)…</translation>
    </message>
</context>
<context>
    <name>ViewOpener</name>
    <message>
        <source>The view link was not opened: %1</source>
        <translation>视图链接未打开：%1</translation>
    </message>
    <message>
        <source>Open from a View Link</source>
        <translation>从视图链接打开</translation>
    </message>
    <message>
        <source>The link names files or folders that are not open:

%1

Open them read-only? Nothing in them is run, changed or saved.</source>
        <translation>该链接指向未打开的文件或文件夹：

%1

以只读方式打开？其中的内容不会被运行、更改或保存。</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>以只读方式打开</translation>
    </message>
    <message numerus="yes">
        <source>Ignored what the view link holds that this program does not know: %1 and %n more</source>
        <translation>
            <numerusform>已忽略视图链接中本程序不认识的内容：%1 及另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Ignored what the view link holds that this program does not know: %1</source>
        <translation>已忽略视图链接中本程序不认识的内容：%1</translation>
    </message>
    <message>
        <source>Not on this computer, or not a folder or recipe file, left out: %1</source>
        <translation>不在此计算机上，或不是文件夹或配方文件，已略过：%1</translation>
    </message>
</context>
</TS>
