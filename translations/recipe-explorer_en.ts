<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CodeView</name>
    <message numerus="yes">
        <source>%n hidden character(s), shown as marks: this text runs differently from how it would read.</source>
        <translation>
            <numerusform>%n hidden character, shown as a mark: this text runs differently from how it would read.</numerusform>
            <numerusform>%n hidden characters, shown as marks: this text runs differently from how it would read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n problem(s)</source>
        <translation>
            <numerusform>Saved %1 with %n problem</numerusform>
            <numerusform>Saved %1 with %n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GitStatusFeed</name>
    <message numerus="yes">
        <source> · %n changed</source>
        <translation>
            <numerusform> · %n changed</numerusform>
            <numerusform> · %n changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n deleted</source>
        <translation>
            <numerusform>, %n deleted</numerusform>
            <numerusform>, %n deleted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryFeed</name>
    <message numerus="yes">
        <source>Reading the commits that changed %1… %n commit(s) read</source>
        <translation>
            <numerusform>Reading the commits that changed %1… %n commit read</numerusform>
            <numerusform>Reading the commits that changed %1… %n commits read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s)</source>
        <translation>
            <numerusform>%n recipe</numerusform>
            <numerusform>%n recipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n shown</source>
        <translation>
            <numerusform>, %n shown</numerusform>
            <numerusform>, %n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n invalid file(s), see Problems</source>
        <translation>
            <numerusform> · %n invalid file, see Problems</numerusform>
            <numerusform> · %n invalid files, see Problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationModel</name>
    <message numerus="yes">
        <source>%1: %n recipe(s)</source>
        <translation>
            <numerusform>%1: %n recipe</numerusform>
            <numerusform>%1: %n recipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n recipe(s), ranked by tokens/s per GPU</source>
        <translation>
            <numerusform>%1 on %2: %n recipe, ranked by tokens/s per GPU</numerusform>
            <numerusform>%1 on %2: %n recipes, ranked by tokens/s per GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) opened from outside the folder</source>
        <translation>
            <numerusform>%n file opened from outside the folder</numerusform>
            <numerusform>%n files opened from outside the folder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanCostChart</name>
    <message numerus="yes">
        <source>%n recipe(s) without tokens/s per GPU left out</source>
        <translation>
            <numerusform>%n recipe without tokens/s per GPU left out</numerusform>
            <numerusform>%n recipes without tokens/s per GPU left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without a price for the GPU type left out</source>
        <translation>
            <numerusform>%n recipe without a price for the GPU type left out</numerusform>
            <numerusform>%n recipes without a price for the GPU type left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message numerus="yes">
        <source>Ranked by tokens/s per GPU within each model and GPU type · %n recipe(s)</source>
        <translation>
            <numerusform>Ranked by tokens/s per GPU within each model and GPU type · %n recipe</numerusform>
            <numerusform>Ranked by tokens/s per GPU within each model and GPU type · %n recipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>Copied %n row</numerusform>
            <numerusform>Copied %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1</source>
        <translation>
            <numerusform>Exported %n row to %1</numerusform>
            <numerusform>Exported %n rows to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipePageView</name>
    <message numerus="yes">
        <source>Checks: %n finding(s)</source>
        <translation>
            <numerusform>Checks: %n finding</numerusform>
            <numerusform>Checks: %n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The exact command of the measured run, %n line(s).</source>
        <translation>
            <numerusform>The exact command of the measured run, %n line.</numerusform>
            <numerusform>The exact command of the measured run, %n lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more recipe(s): select two rows of the ranking and compare them (Ctrl+D)</source>
        <translation>
            <numerusform>%n more recipe: select two rows of the ranking and compare them (Ctrl+D)</numerusform>
            <numerusform>%n more recipes: select two rows of the ranking and compare them (Ctrl+D)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RequestedFiles</name>
    <message numerus="yes">
        <source> (and %n more, see Problems)</source>
        <translation>
            <numerusform> (and %n more, see Problems)</numerusform>
            <numerusform> (and %n more, see Problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message numerus="yes">
        <source>%n recipe(s) changed since %1, in the work tree</source>
        <translation>
            <numerusform>%n recipe changed since %1, in the work tree</numerusform>
            <numerusform>%n recipes changed since %1, in the work tree</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevisionOpener</name>
    <message numerus="yes">
        <source>%n file(s) of %1 did not read: %2</source>
        <translation>
            <numerusform>%n file of %1 did not read: %2</numerusform>
            <numerusform>%n files of %1 did not read: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message numerus="yes">
        <source>%n recipe(s) without tokens/s per GPU left out</source>
        <translation>
            <numerusform>%n recipe without tokens/s per GPU left out</numerusform>
            <numerusform>%n recipes without tokens/s per GPU left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TextDiffView</name>
    <message numerus="yes">
        <source>%n change(s), %1 · F7 next, Shift+F7 previous · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt;</source>
        <translation>
            <numerusform>%n change, %1 · F7 next, Shift+F7 previous · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt;</numerusform>
            <numerusform>%n changes, %1 · F7 next, Shift+F7 previous · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewOpener</name>
    <message numerus="yes">
        <source>Ignored what the view link holds that this program does not know: %1 and %n more</source>
        <translation>
            <numerusform>Ignored what the view link holds that this program does not know: %1 and %n more</numerusform>
            <numerusform>Ignored what the view link holds that this program does not know: %1 and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
