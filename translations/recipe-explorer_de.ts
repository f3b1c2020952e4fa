<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BlameFeed</name>
    <message>
        <source>Not committed yet: changed since the commit checked out</source>
        <translation>Noch nicht committet: geändert seit dem ausgecheckten Commit</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>recomputed MFU (light)</source>
        <translation>neu berechnete MFU (hell)</translation>
    </message>
    <message>
        <source>* recomputed at your price (light)</source>
        <translation>* zu Ihrem Preis neu berechnet (hell)</translation>
    </message>
    <message>
        <source>listing only (hatched)</source>
        <translation>nur Listeneintrag (schraffiert)</translation>
    </message>
    <message>
        <source>No recipe matches the chosen models and GPUs</source>
        <translation>Kein Rezept passt zu den gewählten Modellen und GPUs</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Click to open</source>
        <translation>Zum Öffnen klicken</translation>
    </message>
    <message>
        <source>unknown image type &apos;%1&apos; (png, svg or pdf)</source>
        <translation>unbekannter Bildtyp &apos;%1&apos; (png, svg oder pdf)</translation>
    </message>
    <message>
        <source>could not draw the chart as %1</source>
        <translation>das Diagramm konnte nicht als %1 gezeichnet werden</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>ideal: tokens/s per GPU held</source>
        <translation>ideal: Tokens/s pro GPU gehalten</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <source>Copied the chart</source>
        <translation>Diagramm kopiert</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>&amp;Log scale</source>
        <translation>&amp;Log. Skala</translation>
    </message>
    <message>
        <source>Throughput across GPUs</source>
        <translation>Durchsatz je GPU</translation>
    </message>
    <message>
        <source>Cost across GPUs</source>
        <translation>Kosten je GPU</translation>
    </message>
    <message>
        <source>Throughput against cost</source>
        <translation>Durchsatz/Kosten</translation>
    </message>
    <message>
        <source>MFU by recipe</source>
        <translation>MFU nach Rezept</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Best recipe per GPU</source>
        <translation>Bestes je GPU</translation>
    </message>
    <message>
        <source>Every recipe</source>
        <translation>Alle Rezepte</translation>
    </message>
    <message>
        <source>Recipes shown</source>
        <translation>Gezeigte Rezepte</translation>
    </message>
    <message>
        <source>Costs as recorded</source>
        <translation>Kosten laut Rezept</translation>
    </message>
    <message>
        <source>Costs at my prices</source>
        <translation>Zu meinen Preisen</translation>
    </message>
    <message>
        <source>Recorded and at my prices</source>
        <translation>Laut Rezept und zu meinen Preisen</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Kostenbasis</translation>
    </message>
    <message>
        <source>Recorded: the recipe&apos;s own $ / 1M tokens. At my prices: recomputed from your $ per GPU-hour</source>
        <translation>Angegeben: die $ / 1 Mio. Tokens des Rezepts. Zu meinen Preisen: aus Ihren $ pro GPU-Stunde neu berechnet</translation>
    </message>
    <message>
        <source>Logarithmic value axis</source>
        <translation>Logarithmische Werteachse</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>Gesamtansicht</translation>
    </message>
    <message>
        <source>Show the whole chart again (drag to pan, wheel to zoom)</source>
        <translation>Das ganze Diagramm wieder zeigen (Ziehen verschiebt, das Mausrad zoomt)</translation>
    </message>
    <message>
        <source>Prices...</source>
        <translation>Preise …</translation>
    </message>
    <message>
        <source>Your $ per GPU-hour for each GPU type</source>
        <translation>Ihre $ pro GPU-Stunde für jeden GPU-Typ</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF, or copy it</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern oder kopieren</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
    <message>
        <source>Full screen, large type (F11)</source>
        <translation>Vollbild, große Schrift (F11)</translation>
    </message>
    <message>
        <source>PNG, 1600 x 900...</source>
        <translation>PNG, 1600 x 900 …</translation>
    </message>
    <message>
        <source>PNG, 1920 x 1080 at 2x...</source>
        <translation>PNG, 1920 x 1080 mit 2x …</translation>
    </message>
    <message>
        <source>SVG (vector)...</source>
        <translation>SVG (Vektor) …</translation>
    </message>
    <message>
        <source>PDF (vector)...</source>
        <translation>PDF (Vektor) …</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>In die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Cost against time to train</source>
        <translation>Kosten gegen Trainingsdauer</translation>
    </message>
    <message>
        <source>Scaling across GPU counts</source>
        <translation>Skalierung über GPU-Anzahlen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The model whose recipes the scaling chart compares</source>
        <translation>Das Modell, dessen Rezepte das Skalierungsdiagramm vergleicht</translation>
    </message>
    <message>
        <source>Model with most recipes</source>
        <translation>Modell mit den meisten Rezepten</translation>
    </message>
</context>
<context>
    <name>CodePane</name>
    <message>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>Lange Zeilen umbrechen</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Find in the text (Ctrl+F)</source>
        <translation>Im Text suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Colour theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Colour theme of the code; Automatic follows the window&apos;s palette</source>
        <translation>Farbschema des Codes; Automatisch folgt der Palette des Fensters</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Only the first %L1 characters are coloured.</source>
        <translation>Nur die ersten %L1 Zeichen sind eingefärbt.</translation>
    </message>
    <message>
        <source>Lines longer than %L1 characters are not coloured.</source>
        <translation>Zeilen mit mehr als %L1 Zeichen sind nicht eingefärbt.</translation>
    </message>
    <message>
        <source>%L1 of %L2 placeholders are marked.</source>
        <translation>%L1 von %L2 Platzhaltern sind markiert.</translation>
    </message>
    <message>
        <source>This text is too long to colour quickly.</source>
        <translation>Dieser Text ist zu lang, um ihn schnell einzufärben.</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden character(s), shown as marks: this text runs differently from how it would read.</source>
        <translation>
            <numerusform>%n verborgenes Zeichen, als Marke gezeigt: Dieser Text läuft anders ab, als er sich liest.</numerusform>
            <numerusform>%n verborgene Zeichen, als Marken gezeigt: Dieser Text läuft anders ab, als er sich liest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColorTheme</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
</context>
<context>
    <name>CommandFlagModel</name>
    <message>
        <source>
The recipe says %1; the command says %2.</source>
        <translation>
Das Rezept sagt %1, der Befehl sagt %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>Line %1 of the command</source>
        <translation>Zeile %1 des Befehls</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Recipe field</source>
        <translation>Rezeptfeld</translation>
    </message>
    <message>
        <source>In the recipe</source>
        <translation>Im Rezept</translation>
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
        <translation>en, de oder zh_CN: die Sprache der Meldungen.</translation>
    </message>
    <message>
        <source>Read every file, not what the cache kept from the last run.</source>
        <translation>Jede Datei lesen, nicht das, was der Cache vom letzten Lauf behalten hat.</translation>
    </message>
    <message>
        <source>Recipe files or folders (searched recursively).</source>
        <translation>Rezeptdateien oder Ordner (rekursiv durchsucht).</translation>
    </message>
    <message>
        <source>Recipe files or folders; the bundled recipes when none.</source>
        <translation>Rezeptdateien oder Ordner; ohne Angabe die mitgelieferten Rezepte.</translation>
    </message>
    <message>
        <source>Only this model.</source>
        <translation>Nur dieses Modell.</translation>
    </message>
    <message>
        <source>Only this GPU type.</source>
        <translation>Nur dieser GPU-Typ.</translation>
    </message>
    <message>
        <source>table, csv, json or markdown.</source>
        <translation>table, csv, json oder markdown.</translation>
    </message>
    <message>
        <source>Only this model (repeatable).</source>
        <translation>Nur dieses Modell (wiederholbar).</translation>
    </message>
    <message>
        <source>Only this GPU type (repeatable).</source>
        <translation>Nur dieser GPU-Typ (wiederholbar).</translation>
    </message>
    <message>
        <source>Your price per GPU-hour, e.g. H200=5 (repeatable); costs are then also recomputed.</source>
        <translation>Ihr Preis pro GPU-Stunde, z. B. H200=5 (wiederholbar); die Kosten werden dann auch neu berechnet.</translation>
    </message>
    <message>
        <source>recorded, recomputed or both (default: recorded, both with --price).</source>
        <translation>recorded, recomputed oder both (Vorgabe: recorded, both mit --price).</translation>
    </message>
    <message>
        <source>Every recipe, not only the best per GPU type.</source>
        <translation>Alle Rezepte, nicht nur das beste je GPU-Typ.</translation>
    </message>
    <message>
        <source>FILE.png, .svg or .pdf.</source>
        <translation>DATEI.png, .svg oder .pdf.</translation>
    </message>
    <message>
        <source>Size in pixels (default 1600x900).</source>
        <translation>Größe in Pixeln (Vorgabe 1600x900).</translation>
    </message>
    <message>
        <source>PNG pixel scale (default 1).</source>
        <translation>PNG-Pixelskalierung (Vorgabe 1).</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light oder dark (Vorgabe light).</translation>
    </message>
    <message>
        <source>Logarithmic value axis.</source>
        <translation>Logarithmische Werteachse.</translation>
    </message>
    <message>
        <source>The first recipe.</source>
        <translation>Das erste Rezept.</translation>
    </message>
    <message>
        <source>The second recipe.</source>
        <translation>Das zweite Rezept.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text oder json.</translation>
    </message>
    <message>
        <source>The recipe to edit.</source>
        <translation>Das zu bearbeitende Rezept.</translation>
    </message>
    <message>
        <source>PATH=VALUE, read as the type the schema gives PATH; PATH=@FILE reads a text block from FILE; PATH=null writes null.</source>
        <translation>PFAD=WERT, gelesen als der Typ, den das Schema für PFAD vorgibt; PFAD=@DATEI liest einen Textblock aus DATEI; PFAD=null schreibt null.</translation>
    </message>
    <message>
        <source>Remove this key or list item (repeatable).</source>
        <translation>Diesen Schlüssel oder Listeneintrag entfernen (wiederholbar).</translation>
    </message>
    <message>
        <source>Write nothing; print the change as a unified diff.</source>
        <translation>Nichts schreiben; die Änderung als Unified Diff ausgeben.</translation>
    </message>
    <message>
        <source>Write the result even if it does not validate (a draft).</source>
        <translation>Das Ergebnis auch schreiben, wenn es nicht gültig ist (ein Entwurf).</translation>
    </message>
    <message>
        <source>Write even if the file changed on disk meanwhile.</source>
        <translation>Auch schreiben, wenn sich die Datei inzwischen auf der Festplatte geändert hat.</translation>
    </message>
    <message>
        <source>List the checks and quit.</source>
        <translation>Die Prüfungen auflisten und beenden.</translation>
    </message>
    <message>
        <source>Edit a value shared through an anchor: every alias of it changes too.</source>
        <translation>Einen über einen Anker geteilten Wert bearbeiten: jeder Alias darauf ändert sich mit.</translation>
    </message>
    <message>
        <source>text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations).</source>
        <translation>text, json, sarif (SARIF 2.1.0) oder github (Anmerkungen für GitHub Actions).</translation>
    </message>
    <message>
        <source>Read the recipes as the commit REV of their git repository has them (a branch, a tag, HEAD~2, a commit id), without checking anything out.</source>
        <translation>Die Rezepte so lesen, wie der Commit REV ihres Git-Repositorys sie enthält (ein Branch, ein Tag, HEAD~2, eine Commit-ID), ohne etwas auszuchecken.</translation>
    </message>
    <message>
        <source>A recipe file in a git work tree.</source>
        <translation>Eine Rezeptdatei in einem Git-Arbeitsverzeichnis.</translation>
    </message>
    <message>
        <source>text, csv or json.</source>
        <translation>text, csv oder json.</translation>
    </message>
    <message>
        <source>The commit to compare with.</source>
        <translation>Der Commit, mit dem verglichen wird.</translation>
    </message>
    <message>
        <source>The commit to review; the work tree when none.</source>
        <translation>Der zu prüfende Commit; ohne Angabe das Arbeitsverzeichnis.</translation>
    </message>
    <message>
        <source>Exit 1 when the change brings a finding of this severity or worse: error or warning.</source>
        <translation>Mit 1 beenden, wenn die Änderung einen Befund dieses Schweregrads oder schlimmer bringt: error oder warning.</translation>
    </message>
    <message>
        <source>text, markdown, json, or the new findings alone as sarif or github.</source>
        <translation>text, markdown, json oder nur die neuen Befunde als sarif oder github.</translation>
    </message>
    <message>
        <source>Prices: %1. Energy: the GPUs&apos; board power alone, an estimate.</source>
        <translation>Preise: %1. Energie: allein die Leistungsaufnahme der GPU-Boards, eine Schätzung.</translation>
    </message>
    <message>
        <source>no recipe has the figures to plan with</source>
        <translation>kein Rezept hat die Kennzahlen für einen Plan</translation>
    </message>
    <message>
        <source>no recipe fits the plan (%1)</source>
        <translation>kein Rezept passt zum Plan (%1)</translation>
    </message>
    <message>
        <source>Tokens to train: 2T, 500B, 1.5e12 (k, M, B, T).</source>
        <translation>Zu trainierende Tokens: 2T, 500B, 1.5e12 (k, M, B, T).</translation>
    </message>
    <message>
        <source>The deadline, in days: recipes that take longer do not fit.</source>
        <translation>Die Frist in Tagen: Rezepte, die länger brauchen, passen nicht.</translation>
    </message>
    <message>
        <source>The budget in dollars (1.5M): recipes that cost more do not fit.</source>
        <translation>Das Budget in Dollar (1.5M): Rezepte, die mehr kosten, passen nicht.</translation>
    </message>
    <message>
        <source>Scale every recipe to this many GPUs, its tokens/s per GPU held (extrapolated).</source>
        <translation>Jedes Rezept auf so viele GPUs hochrechnen, bei gleichen Tokens/s pro GPU (extrapoliert).</translation>
    </message>
    <message>
        <source>Dollars per GPU-hour: default (the published instances), saved (the window&apos;s), or a CSV file of GPU,USD.</source>
        <translation>Dollar pro GPU-Stunde: default (die veröffentlichten Instanzen), saved (die des Fensters) oder eine CSV-Datei aus GPU,USD.</translation>
    </message>
    <message>
        <source>cost or time: what ranks the recipes of a model.</source>
        <translation>cost oder time: wonach die Rezepte eines Modells gereiht werden.</translation>
    </message>
    <message>
        <source>bad --%1 &apos;%2&apos;: %3</source>
        <translation>ungültiges --%1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>bad --prices: %1 (default, saved, or a CSV file of GPU,USD per GPU-hour)</source>
        <translation>ungültiges --prices: %1 (default, saved oder eine CSV-Datei aus GPU,USD pro GPU-Stunde)</translation>
    </message>
    <message>
        <source>--tokens N is required: how many tokens to train (2T, 500B, 1.5e12)</source>
        <translation>--tokens N ist nötig: wie viele Tokens trainiert werden (2T, 500B, 1.5e12)</translation>
    </message>
    <message>
        <source>unknown --sort &apos;%1&apos; (cost or time)</source>
        <translation>unbekanntes --sort &apos;%1&apos; (cost oder time)</translation>
    </message>
    <message>
        <source>throughput, cost, tradeoff, mfu, plan (cost against time to train, with --tokens) or scaling (one model across GPU counts).</source>
        <translation>throughput, cost, tradeoff, mfu, plan (Kosten gegen Trainingsdauer, mit --tokens) oder scaling (ein Modell über GPU-Anzahlen).</translation>
    </message>
    <message>
        <source>A GPU catalogue file whose types add to or override the bundled ones.</source>
        <translation>Eine GPU-Katalogdatei, deren Typen die mitgelieferten ergänzen oder überschreiben.</translation>
    </message>
    <message>
        <source>With --format markdown: at most N characters, the summary, every new error and the largest moves first (default 65536, what a pull-request comment holds; 0 for no bound).</source>
        <translation>Mit --format markdown: höchstens N Zeichen, die Zusammenfassung, jeder neue Fehler und die größten Veränderungen zuerst (vorgegeben 65536, so viel fasst ein Pull-Request-Kommentar; 0 für keine Grenze).</translation>
    </message>
</context>
<context>
    <name>CommandView</name>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Copy Command</source>
        <translation>Befehl kopieren</translation>
    </message>
    <message>
        <source>Copy the command as published</source>
        <translation>Den Befehl wie veröffentlicht kopieren</translation>
    </message>
    <message>
        <source>Copy as Script</source>
        <translation>Als Skript kopieren</translation>
    </message>
    <message>
        <source>Copy a ready script: shebang, set -euo pipefail, the env exports, then the command</source>
        <translation>Ein fertiges Skript kopieren: Shebang, set -euo pipefail, die env-Exporte, dann der Befehl</translation>
    </message>
    <message>
        <source>Save Script...</source>
        <translation>Skript speichern …</translation>
    </message>
    <message>
        <source>Save the ready script as a .sh file</source>
        <translation>Das fertige Skript als .sh-Datei speichern</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Placeholders</source>
        <translation>Platzhalter</translation>
    </message>
    <message>
        <source>Fill in before running</source>
        <translation>Vor dem Start ausfüllen</translation>
    </message>
    <message>
        <source>Every --flag of the command; double-click one to find it in the command</source>
        <translation>Jedes --flag des Befehls; Doppelklick sucht es im Befehl</translation>
    </message>
    <message>
        <source># Listing only: the command behind these figures is not published.
</source>
        <translation># Nur Listeneintrag: Der Befehl hinter diesen Zahlen ist nicht veröffentlicht.
</translation>
    </message>
    <message>
        <source>Fill in before running (%1)</source>
        <translation>Vor dem Start ausfüllen (%1)</translation>
    </message>
    <message>
        <source>Flags (%1)</source>
        <translation>Flags (%1)</translation>
    </message>
    <message>
        <source>Save Script</source>
        <translation>Skript speichern</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell-Skripte (*.sh)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <source>Only two full recipes can be compared</source>
        <translation>Nur zwei vollständige Rezepte lassen sich vergleichen</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <source>Only &amp;differences</source>
        <translation>Nur &amp;Unterschiede</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>A und B tauschen</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>&amp;Fields</source>
        <translation>&amp;Felder</translation>
    </message>
    <message>
        <source>Co&amp;mmands</source>
        <translation>Be&amp;fehle</translation>
    </message>
    <message>
        <source>F&amp;iles</source>
        <translation>Da&amp;teien</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 · %2 on %3 x %4 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %5 · %6 on %7 x %8</source>
        <translation>&lt;b&gt;A&lt;/b&gt; %1 · %2 auf %3 x %4 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %5 · %6 auf %7 x %8</translation>
    </message>
    <message>
        <source>The recipes differ</source>
        <translation>Die Rezepte unterscheiden sich</translation>
    </message>
    <message>
        <source>The two recipes do not differ</source>
        <translation>Die beiden Rezepte unterscheiden sich nicht</translation>
    </message>
    <message>
        <source> ▲ better</source>
        <translation> ▲ besser</translation>
    </message>
    <message>
        <source> ▼ worse</source>
        <translation> ▼ schlechter</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Read the file from disk again, dropping the edits</source>
        <translation>Die Datei erneut von der Festplatte lesen und die Änderungen verwerfen</translation>
    </message>
    <message>
        <source>&amp;Keep Editing</source>
        <translation>&amp;Weiter bearbeiten</translation>
    </message>
    <message>
        <source>Keep the edits; the next save asks before it overwrites the file</source>
        <translation>Die Änderungen behalten; das nächste Speichern fragt, bevor es die Datei überschreibt</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Show the file on disk against the edits</source>
        <translation>Die Datei auf der Festplatte mit den Änderungen vergleichen</translation>
    </message>
    <message>
        <source>Reload Failed</source>
        <translation>Neu laden fehlgeschlagen</translation>
    </message>
    <message>
        <source>Problems of the recipe</source>
        <translation>Probleme des Rezepts</translation>
    </message>
    <message>
        <source>Sections of the recipe</source>
        <translation>Abschnitte des Rezepts</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>Not reset: %1</source>
        <translation>Nicht zurückgesetzt: %1</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source> · no problems</source>
        <translation> · keine Probleme</translation>
    </message>
    <message>
        <source> · %1, %2%3</source>
        <translation> · %1, %2%3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source> (Check Recipe shows them all)</source>
        <translation> (Rezept prüfen zeigt alle)</translation>
    </message>
    <message>
        <source>Unsaved edits could not be kept aside: %1</source>
        <translation>Ungespeicherte Änderungen konnten nicht gesichert werden: %1</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1

Overwrite it with the edited recipe?</source>
        <translation>%1

Mit dem bearbeiteten Rezept überschreiben?</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n problem(s)</source>
        <translation>
            <numerusform>%1 mit %n Problem gespeichert</numerusform>
            <numerusform>%1 mit %n Problemen gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Recipe As</source>
        <translation>Rezept speichern unter</translation>
    </message>
    <message>
        <source>Recipes (*.yaml *.yml)</source>
        <translation>Rezepte (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Revert Recipe</source>
        <translation>Rezept zurücksetzen</translation>
    </message>
    <message>
        <source>Drop the unsaved changes to %1 and read it from disk again?</source>
        <translation>Die ungespeicherten Änderungen an %1 verwerfen und die Datei neu lesen?</translation>
    </message>
    <message>
        <source>Review Changes: %1</source>
        <translation>Änderungen prüfen: %1</translation>
    </message>
    <message>
        <source>Saved file (left) against the edited recipe (right)</source>
        <translation>Gespeicherte Datei (links) gegen das bearbeitete Rezept (rechts)</translation>
    </message>
    <message>
        <source>On Disk and Edited: %1</source>
        <translation>Auf der Festplatte und bearbeitet: %1</translation>
    </message>
    <message>
        <source>The file on disk (left) against the edited recipe (right)</source>
        <translation>Die Datei auf der Festplatte (links) gegen das bearbeitete Rezept (rechts)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>restore unsaved edits</source>
        <translation>ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>%1. Reload it (dropping your edits), keep editing (the next save asks before overwriting), or compare it with your edits.</source>
        <translation>%1. Neu laden (Ihre Änderungen verwerfen), weiter bearbeiten (das nächste Speichern fragt vor dem Überschreiben) oder mit Ihren Änderungen vergleichen.</translation>
    </message>
    <message>
        <source>Read %1 again</source>
        <translation>%1 neu gelesen</translation>
    </message>
    <message>
        <source>%1 is being saved</source>
        <translation>%1 wird gerade gespeichert</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk meanwhile</source>
        <translation>Nicht gespeichert: %1 hat sich inzwischen auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>Shared Value</source>
        <translation>Geteilter Wert</translation>
    </message>
    <message>
        <source>%1 is shared through an anchor: changing it also changes %2.

Change all of them?</source>
        <translation>%1 wird über einen Anker geteilt: eine Änderung ändert auch %2.

Alle ändern?</translation>
    </message>
    <message>
        <source>Change All</source>
        <translation>Alle ändern</translation>
    </message>
    <message>
        <source>Saved file</source>
        <translation>Gespeicherte Datei</translation>
    </message>
    <message>
        <source>HEAD (the last commit)</source>
        <translation>HEAD (der letzte Commit)</translation>
    </message>
    <message>
        <source>What the edited recipe is compared with, on the left</source>
        <translation>Womit das bearbeitete Rezept verglichen wird, links</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Links:</translation>
    </message>
    <message>
        <source>Reading the file as HEAD has it…</source>
        <translation>Die Datei wird so gelesen, wie HEAD sie hat …</translation>
    </message>
    <message>
        <source>No version at HEAD: %1</source>
        <translation>Keine Fassung in HEAD: %1</translation>
    </message>
    <message>
        <source>HEAD, the last commit (left) against the edited recipe (right)</source>
        <translation>HEAD, der letzte Commit (links), gegen das bearbeitete Rezept (rechts)</translation>
    </message>
    <message>
        <source>%1 was opened from a view link, read-only: not saved there</source>
        <translation>%1 wurde über einen Ansichtslink geöffnet, schreibgeschützt: dort nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>&amp;Edit Recipe</source>
        <translation>Rezept &amp;bearbeiten</translation>
    </message>
    <message>
        <source>Edit the current recipe in a form</source>
        <translation>Das aktuelle Rezept in einem Formular bearbeiten</translation>
    </message>
    <message>
        <source>&amp;New Recipe...</source>
        <translation>&amp;Neues Rezept …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Re&amp;view Changes...</source>
        <translation>Änderungen &amp;prüfen …</translation>
    </message>
    <message>
        <source>C&amp;heck Recipe</source>
        <translation>Rezept p&amp;rüfen</translation>
    </message>
    <message>
        <source>Show the problems of every field, not only of those edited</source>
        <translation>Die Probleme aller Felder zeigen, nicht nur der bearbeiteten</translation>
    </message>
    <message>
        <source>&amp;Close Editor</source>
        <translation>Editor &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Cannot Edit Recipe</source>
        <translation>Rezept kann nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>Cannot Create Recipe</source>
        <translation>Rezept kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>New Recipe</source>
        <translation>Neues Rezept</translation>
    </message>
    <message>
        <source>Start the new recipe from %1 (as a draft, with its measured figures and dates cleared), or from an empty recipe with the fields the schema requires?</source>
        <translation>Das neue Rezept aus %1 beginnen (als Entwurf, Messwerte und Daten geleert) oder aus einem leeren Rezept mit den Feldern, die das Schema verlangt?</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>Empty Recipe</source>
        <translation>Leeres Rezept</translation>
    </message>
    <message>
        <source>Recipes (*.yaml *.yml)</source>
        <translation>Rezepte (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Restore Unsaved Edits</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Recipe Explorer ended without saving the edits of %1. Restore them?</source>
        <translation>Recipe Explorer wurde beendet, ohne die Änderungen an %1 zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Cannot Restore Edits</source>
        <translation>Änderungen können nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>%1 is a file of a git revision, opened read-only: it is not edited</source>
        <translation>%1 ist eine Datei einer Git-Revision, schreibgeschützt geöffnet: Sie wird nicht bearbeitet</translation>
    </message>
    <message>
        <source>%1 was opened from a view link, read-only: it is not edited</source>
        <translation>%1 wurde über einen Ansichtslink geöffnet, schreibgeschützt: es wird nicht bearbeitet</translation>
    </message>
    <message>
        <source>%1 is in a folder opened from a view link, read-only: nothing is written there</source>
        <translation>%1 liegt in einem über einen Ansichtslink geöffneten Ordner, schreibgeschützt: dort wird nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>FieldRow</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Fill In</source>
        <translation>Ausfüllen</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Give %1 a value instead of null</source>
        <translation>%1 einen Wert statt null geben</translation>
    </message>
    <message>
        <source>Add %1 to the recipe</source>
        <translation>%1 zum Rezept hinzufügen</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>Nicht gesetzt</translation>
    </message>
    <message>
        <source>Remove %1 from the recipe (not set)</source>
        <translation>%1 aus dem Rezept entfernen (nicht gesetzt)</translation>
    </message>
    <message>
        <source>Reset to the Saved Value</source>
        <translation>Auf den gespeicherten Wert zurücksetzen</translation>
    </message>
    <message>
        <source>Write the derived value into the field</source>
        <translation>Den abgeleiteten Wert ins Feld schreiben</translation>
    </message>
    <message>
        <source>%1 (not allowed)</source>
        <translation>%1 (nicht erlaubt)</translation>
    </message>
    <message>
        <source>The schema does not know this key; it is kept as it is.</source>
        <translation>Das Schema kennt diesen Schlüssel nicht; er bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>Derived: %1, agrees (%2)</source>
        <translation>Abgeleitet: %1, stimmt überein (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Recorded %1, derived %2: they disagree (%3)</source>
        <translation>Angegeben %1, abgeleitet %2: Sie weichen ab (%3)</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>Use the derived %1</source>
        <translation>Den abgeleiteten Wert %1 verwenden</translation>
    </message>
    <message>
        <source>%1

Changed since the file was saved.</source>
        <translation>%1

Geändert seit dem Speichern der Datei.</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Folder...</source>
        <translation>&amp;Ordner öffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Recipes...</source>
        <translation>&amp;Rezepte öffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Bundled Recipes</source>
        <translation>&amp;Mitgelieferte Rezepte öffnen</translation>
    </message>
    <message>
        <source>Open R&amp;ecent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Clear C&amp;ache</source>
        <translation>C&amp;ache leeren</translation>
    </message>
    <message>
        <source>Cache cleared; reading every recipe file again</source>
        <translation>Cache geleert; alle Rezeptdateien werden neu gelesen</translation>
    </message>
    <message>
        <source>Forget what earlier runs read and read every recipe file again</source>
        <translation>Vergessen, was frühere Läufe gelesen haben, und jede Rezeptdatei neu lesen</translation>
    </message>
    <message>
        <source>&amp;Export Table as CSV...</source>
        <translation>Tabelle als CSV &amp;exportieren …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Open Recipe Folder</source>
        <translation>Rezeptordner öffnen</translation>
    </message>
    <message>
        <source>Open Recipes</source>
        <translation>Rezepte öffnen</translation>
    </message>
    <message>
        <source>Recipes (*.yaml *.yml);;All files (*)</source>
        <translation>Rezepte (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Rev&amp;ision...</source>
        <translation>Rev&amp;ision öffnen …</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>Alle GPUs</translation>
    </message>
    <message>
        <source>All authors</source>
        <translation>Alle Autoren</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>Model filter</source>
        <translation>Modellfilter</translation>
    </message>
    <message>
        <source>GPU filter</source>
        <translation>GPU-Filter</translation>
    </message>
    <message>
        <source>Author filter</source>
        <translation>Autorenfilter</translation>
    </message>
    <message>
        <source>Status filter</source>
        <translation>Statusfilter</translation>
    </message>
    <message>
        <source>Search models, GPUs, authors, layouts (Ctrl+F)</source>
        <translation>Modelle, GPUs, Autoren, Layouts suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Chan&amp;ged only</source>
        <translation>Nur &amp;geänderte</translation>
    </message>
    <message>
        <source>Only the recipes whose file differs from the git commit checked out (HEAD)</source>
        <translation>Nur die Rezepte, deren Datei vom ausgecheckten Git-Commit (HEAD) abweicht</translation>
    </message>
    <message>
        <source>No git status: %1</source>
        <translation>Kein Git-Status: %1</translation>
    </message>
    <message>
        <source>nothing open is in a git work tree</source>
        <translation>nichts Geöffnetes liegt in einem Git-Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>Only the recipes that meet the plan&apos;s deadline and budget</source>
        <translation>Nur die Rezepte, die Frist und Budget des Plans einhalten</translation>
    </message>
    <message>
        <source>Fits the pla&amp;n</source>
        <translation>Passt zum P&amp;lan</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>&amp;Groß-/Kleinschreibung</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+Eingabe, Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Nächster Treffer (Eingabe, F3)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GitStatusFeed</name>
    <message>
        <source>Git work tree: %1</source>
        <translation>Git-Arbeitsverzeichnis: %1</translation>
    </message>
    <message>
        <source>%1, no commits yet</source>
        <translation>%1, noch keine Commits</translation>
    </message>
    <message>
        <source>detached at %1</source>
        <translation>losgelöst bei %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n changed</source>
        <translation>
            <numerusform> · %n geändert</numerusform>
            <numerusform> · %n geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n deleted</source>
        <translation>
            <numerusform>, %n gelöscht</numerusform>
            <numerusform>, %n gelöscht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuCatalogChoice</name>
    <message>
        <source>The GPU catalogue %1 was not read, the bundled one is used: %2</source>
        <translation>Der GPU-Katalog %1 wurde nicht gelesen, der mitgelieferte gilt: %2</translation>
    </message>
    <message>
        <source>GPU &amp;Catalogue</source>
        <translation>GPU-&amp;Katalog</translation>
    </message>
    <message>
        <source>&amp;Open Catalogue File...</source>
        <translation>Katalogdatei ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>GPU types to add to the bundled catalogue, or facts to override (memory, power, peak FLOP/s, price, colour)</source>
        <translation>GPU-Typen, die den mitgelieferten Katalog ergänzen, oder Angaben, die ihn überschreiben (Speicher, Leistung, Spitzen-FLOP/s, Preis, Farbe)</translation>
    </message>
    <message>
        <source>&amp;Bundled Catalogue Only</source>
        <translation>Nur der &amp;mitgelieferte Katalog</translation>
    </message>
    <message>
        <source>Open a GPU Catalogue</source>
        <translation>GPU-Katalog öffnen</translation>
    </message>
    <message>
        <source>GPU catalogues (*.yaml *.yml);;All files (*)</source>
        <translation>GPU-Kataloge (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>GPU Catalogue</source>
        <translation>GPU-Katalog</translation>
    </message>
    <message>
        <source>%1 is not a GPU catalogue the program can read; the one in force stays.

%2</source>
        <translation>%1 ist kein GPU-Katalog, den das Programm lesen kann; der geltende bleibt.

%2</translation>
    </message>
    <message>
        <source>GPU catalogue: %1 over the bundled one</source>
        <translation>GPU-Katalog: %1 über dem mitgelieferten</translation>
    </message>
    <message>
        <source>GPU catalogue: the bundled one</source>
        <translation>GPU-Katalog: der mitgelieferte</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Recipe Explorer</source>
        <translation>Über &amp;Recipe Explorer</translation>
    </message>
    <message>
        <source>About Recipe Explorer</source>
        <translation>Über Recipe Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Recipe Explorer %1&lt;/h3&gt;&lt;p&gt;Browse, compare and edit LLM training recipes published by OpenRecipes.&lt;/p&gt;&lt;p&gt;Runs with:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Recipe Explorer %1&lt;/h3&gt;&lt;p&gt;LLM-Trainingsrezepte von OpenRecipes durchsuchen, vergleichen und bearbeiten.&lt;/p&gt;&lt;p&gt;Läuft mit:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder später (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In Views</source>
        <translation>In Ansichten</translation>
    </message>
    <message>
        <source>Presenter Mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Open the selected recipe</source>
        <translation>Das gewählte Rezept öffnen</translation>
    </message>
    <message>
        <source>Find next, previous</source>
        <translation>Nächster, vorheriger Treffer</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>Zoom code in, out, reset</source>
        <translation>Code vergrößern, verkleinern, zurücksetzen</translation>
    </message>
    <message>
        <source>Next chart</source>
        <translation>Nächstes Diagramm</translation>
    </message>
    <message>
        <source>Previous chart</source>
        <translation>Vorheriges Diagramm</translation>
    </message>
    <message>
        <source>First, last chart</source>
        <translation>Erstes, letztes Diagramm</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Hell oder dunkel</translation>
    </message>
    <message>
        <source>Leave presenter mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Figures across commits</source>
        <translation>Kennzahlen über die Commits</translation>
    </message>
</context>
<context>
    <name>HistoryFeed</name>
    <message>
        <source>Reading the commits that changed %1…</source>
        <translation>Lese die Commits, die %1 geändert haben …</translation>
    </message>
    <message>
        <source>No history: %1</source>
        <translation>Keine Historie: %1</translation>
    </message>
    <message>
        <source>No history: no commit has this file yet</source>
        <translation>Keine Historie: noch kein Commit enthält diese Datei</translation>
    </message>
    <message>
        <source>History truncated (shallow clone): older commits are not in this repository</source>
        <translation>Historie gekürzt (flacher Klon): ältere Commits fehlen in diesem Repository</translation>
    </message>
    <message numerus="yes">
        <source>Reading the commits that changed %1… %n commit(s) read</source>
        <translation>
            <numerusform>Die Commits, die %1 geändert haben, werden gelesen … %n Commit gelesen</numerusform>
            <numerusform>Die Commits, die %1 geändert haben, werden gelesen … %n Commits gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the history was cancelled: show the tab again to read it</source>
        <translation>Das Lesen der Historie wurde abgebrochen: Zeigen Sie den Reiter erneut, um sie zu lesen</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>renamed from %1</source>
        <translation>umbenannt von %1</translation>
    </message>
    <message>
        <source>copied from %1</source>
        <translation>kopiert von %1</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
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
        <translation>Commits, die das Rezept geändert haben</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Select two commits to compare them, or one to compare it with the file on disk</source>
        <translation>Zwei Commits auswählen, um sie zu vergleichen, oder einen, um ihn mit der Datei auf der Festplatte zu vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop reading the commits that changed the recipe</source>
        <translation>Das Lesen der Commits, die das Rezept geändert haben, beenden</translation>
    </message>
</context>
<context>
    <name>KeyValueTable</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Recipe Explorer will use %1 from its next start.</source>
        <translation>Recipe Explorer verwendet %1 ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>LayoutDiff</name>
    <message>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
</context>
<context>
    <name>LayoutDiffModel</name>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Field or flag</source>
        <translation>Feld oder Flag</translation>
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
        <translation>Änderung</translation>
    </message>
</context>
<context>
    <name>LoadProgress</name>
    <message>
        <source>Loading progress</source>
        <translation>Ladefortschritt</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v von %m Dateien</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>Laden abbrechen</translation>
    </message>
    <message>
        <source>%v of %m recipes checked</source>
        <translation>%v von %m Rezepten geprüft</translation>
    </message>
    <message>
        <source>Stop checking: the recipes stay, without the findings not yet made</source>
        <translation>Prüfen abbrechen: die Rezepte bleiben, ohne die noch nicht gemachten Befunde</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Ranking</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Char&amp;ts</source>
        <translation>Diagra&amp;mme</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>Ver&amp;gleich</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Co&amp;mpare Selected</source>
        <translation>Auswahl &amp;vergleichen</translation>
    </message>
    <message>
        <source>Compare the two recipes selected in the ranking</source>
        <translation>Die beiden in der Rangliste gewählten Rezepte vergleichen</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>Ver&amp;gleich</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>GPU &amp;Prices...</source>
        <translation>GPU-&amp;Preise …</translation>
    </message>
    <message>
        <source>Bundled recipes</source>
        <translation>Mitgelieferte Rezepte</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiterer</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s)</source>
        <translation>
            <numerusform>%n Rezept</numerusform>
            <numerusform>%n Rezepte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n shown</source>
        <translation>
            <numerusform>, %n gezeigt</numerusform>
            <numerusform>, %n gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n invalid file(s), see Problems</source>
        <translation>
            <numerusform> · %n ungültige Datei, siehe Probleme</numerusform>
            <numerusform> · %n ungültige Dateien, siehe Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Revie&amp;w</source>
        <translation>Prü&amp;fung</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Prü&amp;fung</translation>
    </message>
    <message>
        <source>Review Changes &amp;Since...</source>
        <translation>Änderungen &amp;seit … prüfen</translation>
    </message>
    <message>
        <source>What the changes to the recipes since a revision do to the rankings</source>
        <translation>Was die Änderungen an den Rezepten seit einer Revision an den Ranglisten bewirken</translation>
    </message>
    <message>
        <source>No review: %1</source>
        <translation>Keine Prüfung: %1</translation>
    </message>
    <message>
        <source>Compare with a Git Revision</source>
        <translation>Mit einer Git-Revision vergleichen</translation>
    </message>
    <message>
        <source>The folder as a git revision has it, read-only</source>
        <translation>Der Ordner, wie eine Git-Revision ihn hat, schreibgeschützt</translation>
    </message>
    <message>
        <source>No revision: %1</source>
        <translation>Keine Revision: %1</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>%1 (read-only) · </source>
        <translation>%1 (schreibgeschützt) · </translation>
    </message>
    <message>
        <source>Pla&amp;n a Run...</source>
        <translation>Trai&amp;ning planen ...</translation>
    </message>
</context>
<context>
    <name>NavigationDock</name>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
</context>
<context>
    <name>NavigationModel</name>
    <message>
        <source>#%1 listing only (%2 GPUs)</source>
        <translation>#%1 nur Listeneintrag (%2 GPUs)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n recipe(s)</source>
        <translation>
            <numerusform>%1: %n Rezept</numerusform>
            <numerusform>%1: %n Rezepte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n recipe(s), ranked by tokens/s per GPU</source>
        <translation>
            <numerusform>%1 auf %2: %n Rezept, nach Tokens/s pro GPU geordnet</numerusform>
            <numerusform>%1 auf %2: %n Rezepte, nach Tokens/s pro GPU geordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <source>Recipes</source>
        <translation>Rezepte</translation>
    </message>
    <message>
        <source>Opened files</source>
        <translation>Geöffnete Dateien</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) opened from outside the folder</source>
        <translation>
            <numerusform>%n Datei von außerhalb des Ordners geöffnet</numerusform>
            <numerusform>%n Dateien von außerhalb des Ordners geöffnet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationView</name>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
</context>
<context>
    <name>NotesHtml</name>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
</context>
<context>
    <name>PlanBar</name>
    <message>
        <source>Plan:</source>
        <translation>Plan:</translation>
    </message>
    <message>
        <source>tokens, e.g. 2T</source>
        <translation>Tokens, z. B. 2T</translation>
    </message>
    <message>
        <source>Tokens to train: 2T, 500B or 1.5e12 (k, M, B, T). Empty: no plan, and its columns hidden.</source>
        <translation>Zu trainierende Tokens: 2T, 500B oder 1.5e12 (k, M, B, T). Leer: kein Plan, seine Spalten ausgeblendet.</translation>
    </message>
    <message>
        <source>&amp;Days</source>
        <translation>T&amp;age</translation>
    </message>
    <message>
        <source>deadline in days</source>
        <translation>Frist in Tagen</translation>
    </message>
    <message>
        <source>The deadline in days: a recipe that takes longer does not fit the plan.</source>
        <translation>Die Frist in Tagen: ein Rezept, das länger braucht, passt nicht zum Plan.</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>budget, e.g. $1.5M</source>
        <translation>Budget, z. B. $1.5M</translation>
    </message>
    <message>
        <source>The budget in dollars: a recipe that costs more does not fit the plan.</source>
        <translation>Das Budget in Dollar: ein Rezept, das mehr kostet, passt nicht zum Plan.</translation>
    </message>
    <message>
        <source>each recipe&apos;s own</source>
        <translation>je Rezept die eigenen</translation>
    </message>
    <message>
        <source>Scale every recipe to this many GPUs, its tokens/s per GPU held: an extrapolation. Empty: each recipe&apos;s own count.</source>
        <translation>Jedes Rezept auf so viele GPUs hochrechnen, bei gleichen Tokens/s pro GPU: eine Extrapolation. Leer: die Anzahl jedes Rezepts.</translation>
    </message>
    <message>
        <source>Published prices</source>
        <translation>Veröffentlichte Preise</translation>
    </message>
    <message>
        <source>Your prices</source>
        <translation>Ihre Preise</translation>
    </message>
    <message>
        <source>The dollars per GPU-hour the plan is costed at: those the published figures use, or yours (Charts &gt; Prices)</source>
        <translation>Die Dollar pro GPU-Stunde, mit denen der Plan rechnet: die der veröffentlichten Zahlen oder Ihre (Diagramme &gt; Preise)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2.
%3</source>
        <translation>„%1“: %2.
%3</translation>
    </message>
    <message>
        <source>To&amp;kens</source>
        <translation>To&amp;kens</translation>
    </message>
    <message>
        <source>GP&amp;Us</source>
        <translation>G&amp;PUs</translation>
    </message>
</context>
<context>
    <name>PlanCostChart</name>
    <message>
        <source>No plan is set: Edit &gt; Plan a Run... (Ctrl+Shift+P) sets one</source>
        <translation>Kein Plan gesetzt: Bearbeiten &gt; Lauf planen... (Strg+Umschalt+P) setzt einen</translation>
    </message>
    <message>
        <source>costs at your prices: %1</source>
        <translation>Kosten zu Ihren Preisen: %1</translation>
    </message>
    <message>
        <source>costs at the published prices: %1</source>
        <translation>Kosten zu den veröffentlichten Preisen: %1</translation>
    </message>
    <message>
        <source>every recipe scaled to %1 GPUs, its tokens/s per GPU held: an extrapolation</source>
        <translation>jedes Rezept auf %1 GPUs skaliert, seine Tokens/s pro GPU gehalten: eine Extrapolation</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without tokens/s per GPU left out</source>
        <translation>
            <numerusform>%n Rezept ohne Tokens/s pro GPU ausgelassen</numerusform>
            <numerusform>%n Rezepte ohne Tokens/s pro GPU ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without a price for the GPU type left out</source>
        <translation>
            <numerusform>%n Rezept ohne Preis für den GPU-Typ ausgelassen</numerusform>
            <numerusform>%n Rezepte ohne Preis für den GPU-Typ ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>No recipe shown has both a throughput and a price for its GPU type</source>
        <translation>Kein gezeigtes Rezept hat sowohl einen Durchsatz als auch einen Preis für seinen GPU-Typ</translation>
    </message>
    <message>
        <source>cost against time to train %1 tokens</source>
        <translation>Kosten gegen Dauer, um %1 Tokens zu trainieren</translation>
    </message>
    <message>
        <source>cost against time to train</source>
        <translation>Kosten gegen Trainingsdauer</translation>
    </message>
    <message>
        <source>every recipe · shape: model · ringed: nothing of the same model is both faster and cheaper</source>
        <translation>jedes Rezept · Form: Modell · umringt: nichts desselben Modells ist schneller und günstiger</translation>
    </message>
    <message>
        <source>every recipe · ringed: nothing is both faster and cheaper</source>
        <translation>jedes Rezept · umringt: nichts ist schneller und günstiger</translation>
    </message>
    <message>
        <source>days to train (fewer is better)</source>
        <translation>Tage Training (weniger ist besser)</translation>
    </message>
    <message>
        <source>cost to train, $ (lower is better)</source>
        <translation>Trainingskosten, $ (niedriger ist besser)</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 to train, %6 at %7 per GPU-hour</source>
        <translation>%1 auf %2 x %3 · %4
%5 Training, %6 bei %7 pro GPU-Stunde</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>nur Listeneintrag</translation>
    </message>
    <message>
        <source>scaled from the recipe&apos;s %1 GPUs: an extrapolation</source>
        <translation>skaliert von den %1 GPUs des Rezepts: eine Extrapolation</translation>
    </message>
    <message>
        <source>fits the plan</source>
        <translation>passt zum Plan</translation>
    </message>
    <message>
        <source>misses the plan: %1</source>
        <translation>verfehlt den Plan: %1</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>Listeneintrag</translation>
    </message>
    <message>
        <source>deadline: %1 days</source>
        <translation>Frist: %1 Tage</translation>
    </message>
    <message>
        <source>budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
</context>
<context>
    <name>PlanHtml</name>
    <message>
        <source>%1 tokens on %2 %3</source>
        <translation>%1 Tokens auf %2 %3</translation>
    </message>
    <message>
        <source>%1 (scaled from the recipe&apos;s %2, its tokens/s per GPU held: an extrapolation)</source>
        <translation>%1 (hochgerechnet von den %2 des Rezepts, bei gleichen Tokens/s pro GPU: eine Extrapolation)</translation>
    </message>
    <message>
        <source>Cost to train</source>
        <translation>Trainingskosten</translation>
    </message>
    <message>
        <source>no price for %1</source>
        <translation>kein Preis für %1</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>Ihr Preis</translation>
    </message>
    <message>
        <source>the published price</source>
        <translation>der veröffentlichte Preis</translation>
    </message>
    <message>
        <source>at %1 per %2-hour, %3</source>
        <translation>zu %1 pro %2-Stunde, %3</translation>
    </message>
    <message>
        <source>Fits the plan</source>
        <translation>Passt zum Plan</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>No throughput: nothing to plan with.</source>
        <translation>Kein Durchsatz: nichts, womit sich planen ließe.</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>%1 days: tokens / (%2 tokens/s per GPU x %3 GPUs)</source>
        <translation>%1 Tage: Tokens / (%2 Tokens/s pro GPU x %3 GPUs)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>an estimate: %1 W per GPU, the board power alone</source>
        <translation>eine Schätzung: %1 W pro GPU, allein die Board-Leistung</translation>
    </message>
    <message>
        <source>Cost of the measured run</source>
        <translation>Kosten des gemessenen Laufs</translation>
    </message>
    <message>
        <source>its %1 GPU-hours</source>
        <translation>seine %1 GPU-Stunden</translation>
    </message>
</context>
<context>
    <name>PlanQuantity</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>unknown suffix &apos;%1&apos; (k, M, B or T)</source>
        <translation>unbekanntes Suffix &apos;%1&apos; (k, M, B oder T)</translation>
    </message>
    <message>
        <source>a plain number, without &apos;%1&apos;</source>
        <translation>eine einfache Zahl, ohne &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>muss über 0 liegen</translation>
    </message>
    <message>
        <source>too large (at most %1)</source>
        <translation>zu groß (höchstens %1)</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
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
        <translation>Modell</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Scaled from</source>
        <translation>Hochgerechnet von</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Cost to train</source>
        <translation>Trainingskosten</translation>
    </message>
    <message>
        <source>$ / GPU-hour</source>
        <translation>$ / GPU-Stunde</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Cost of the measured run</source>
        <translation>Kosten des gemessenen Laufs</translation>
    </message>
    <message>
        <source>Fits the plan</source>
        <translation>Passt zum Plan</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Place among the recipes of the same model: those that fit the plan first, then by cost</source>
        <translation>Platz unter den Rezepten desselben Modells: zuerst die, die zum Plan passen, dann nach Kosten</translation>
    </message>
    <message>
        <source>The GPUs the run is planned on: the recipe&apos;s own, or the plan&apos;s</source>
        <translation>Die GPUs, auf denen das Training geplant ist: die des Rezepts oder die des Plans</translation>
    </message>
    <message>
        <source>The recipe&apos;s own GPU count, when the plan scales it to another: its tokens/s per GPU held, an extrapolation</source>
        <translation>Die GPU-Anzahl des Rezepts, wenn der Plan auf eine andere hochrechnet: bei gleichen Tokens/s pro GPU, eine Extrapolation</translation>
    </message>
    <message>
        <source>Wall-clock time to train the plan&apos;s tokens: tokens / (tokens/s per GPU x GPUs)</source>
        <translation>Laufzeit für die Tokens des Plans: Tokens / (Tokens/s pro GPU x GPUs)</translation>
    </message>
    <message>
        <source>GPU-hours to train the plan&apos;s tokens</source>
        <translation>GPU-Stunden für die Tokens des Plans</translation>
    </message>
    <message>
        <source>GPU-hours to train the plan&apos;s tokens at the price of the GPU type</source>
        <translation>GPU-Stunden für die Tokens des Plans zum Preis des GPU-Typs</translation>
    </message>
    <message>
        <source>The price of the GPU type per GPU-hour, from the price table</source>
        <translation>Der Preis des GPU-Typs pro GPU-Stunde, aus der Preistabelle</translation>
    </message>
    <message>
        <source>An estimate: GPU-hours at the GPU type&apos;s board power, the GPUs alone</source>
        <translation>Eine Schätzung: GPU-Stunden bei der Board-Leistung des GPU-Typs, nur die GPUs</translation>
    </message>
    <message>
        <source>The recipe&apos;s own measured run (its gpu_hours) at the price of the GPU type</source>
        <translation>Der gemessene Lauf des Rezepts (seine gpu_hours) zum Preis des GPU-Typs</translation>
    </message>
    <message>
        <source>Whether the run meets the plan&apos;s deadline and budget</source>
        <translation>Ob das Training Frist und Budget des Plans einhält</translation>
    </message>
    <message>
        <source>no throughput</source>
        <translation>kein Durchsatz</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>%1 W per GPU, the board power of the GPU type</source>
        <translation>%1 W pro GPU, die Board-Leistung des GPU-Typs</translation>
    </message>
    <message>
        <source>Scaled from the recipe&apos;s %1 GPUs, its tokens/s per GPU held</source>
        <translation>Hochgerechnet von den %1 GPUs des Rezepts, bei gleichen Tokens/s pro GPU</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>no throughput</source>
        <translation>kein Durchsatz</translation>
    </message>
    <message>
        <source>past the deadline</source>
        <translation>nach der Frist</translation>
    </message>
    <message>
        <source>over the budget</source>
        <translation>über dem Budget</translation>
    </message>
    <message>
        <source>no price for the GPU type</source>
        <translation>kein Preis für den GPU-Typ</translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation>über %1 Jahre</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>Presenter</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>%1 / %2 · ← → to step · T light/dark · Esc to leave</source>
        <translation>%1 / %2 · ← → blättern · T hell/dunkel · Esc beendet</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <source>GPU Prices</source>
        <translation>GPU-Preise</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>$ per GPU-hour</source>
        <translation>$ pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Costs at your prices are $ / 1M tokens = price x 10^6 / (tokens/s per GPU x 3600). The defaults reproduce the published figures.</source>
        <translation>Kosten zu Ihren Preisen: $ / 1 Mio. Tokens = Preis x 10^6 / (Tokens/s pro GPU x 3600). Die Vorgaben ergeben die veröffentlichten Zahlen.</translation>
    </message>
    <message>
        <source>Add GPU Type</source>
        <translation>GPU-Typ hinzufügen</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price of %1</source>
        <translation>Preis für %1</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>listing only</source>
        <translation>nur Listeneintrag</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>gemessen %1</translation>
    </message>
    <message>
        <source>measured %1 to %2</source>
        <translation>gemessen %1 bis %2</translation>
    </message>
    <message>
        <source>every recipe</source>
        <translation>alle Rezepte</translation>
    </message>
    <message>
        <source>best recipe per GPU type</source>
        <translation>bestes Rezept je GPU-Typ</translation>
    </message>
    <message>
        <source>Source: OpenRecipes recipes</source>
        <translation>Quelle: OpenRecipes-Rezepte</translation>
    </message>
    <message>
        <source>listing only: figures from the OpenRecipes model page, recipe not published</source>
        <translation>nur Listeneintrag: Zahlen von der Modellseite bei OpenRecipes, Rezept nicht veröffentlicht</translation>
    </message>
    <message>
        <source>tokens/s per GPU across GPUs</source>
        <translation>Tokens/s pro GPU nach GPU</translation>
    </message>
    <message>
        <source>%1 · higher is better</source>
        <translation>%1 · höher ist besser</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 tokens/s per GPU</source>
        <translation>%1 auf %2 x %3 · %4
%5 Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ per million tokens across GPUs</source>
        <translation>$ pro Million Tokens nach GPU</translation>
    </message>
    <message>
        <source>%1 · lower is better</source>
        <translation>%1 · niedriger ist besser</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 per 1M tokens, as recorded</source>
        <translation>%1 auf %2 x %3 · %4
%5 pro 1 Mio. Tokens, wie angegeben</translation>
    </message>
    <message>
        <source>at %1/GPU-h</source>
        <translation>bei %1/GPU-h</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 per 1M tokens, recomputed at %6 per GPU-hour</source>
        <translation>%1 auf %2 x %3 · %4
%5 pro 1 Mio. Tokens, neu berechnet bei %6 pro GPU-Stunde</translation>
    </message>
    <message>
        <source>model FLOP utilisation by recipe</source>
        <translation>Model FLOP Utilization (MFU) nach Rezept</translation>
    </message>
    <message>
        <source>%1 · 6 x active parameters x tokens/s / peak dense BF16 FLOP/s</source>
        <translation>%1 · 6 x aktive Parameter x Tokens/s / Spitzen-FLOP/s (dicht, BF16)</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
MFU %5</source>
        <translation>%1 auf %2 x %3 · %4
MFU %5</translation>
    </message>
    <message>
        <source>tokens/s per GPU against $ per million tokens</source>
        <translation>Tokens/s pro GPU gegen $ pro Million Tokens</translation>
    </message>
    <message>
        <source>every recipe · shape: model · ringed: nothing of the same model beats it on both</source>
        <translation>alle Rezepte · Form: Modell · umrandet: nichts vom selben Modell ist in beidem besser</translation>
    </message>
    <message>
        <source>every recipe · ringed: nothing beats it on both</source>
        <translation>alle Rezepte · umrandet: nichts ist in beidem besser</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>Listeneintrag</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 tokens/s per GPU, %6 per 1M tokens%7</source>
        <translation>%1 auf %2 x %3 · %4
%5 Tokens/s pro GPU, %6 pro 1 Mio. Tokens%7</translation>
    </message>
    <message>
        <source> (recomputed)</source>
        <translation> (neu berechnet)</translation>
    </message>
    <message>
        <source>* recomputed at your prices: %1</source>
        <translation>* zu Ihren Preisen neu berechnet: %1</translation>
    </message>
    <message>
        <source>costs as recorded in each recipe</source>
        <translation>Kosten wie in jedem Rezept angegeben</translation>
    </message>
    <message>
        <source>MFU recomputed where the recipe records none</source>
        <translation>MFU neu berechnet, wo das Rezept keine angibt</translation>
    </message>
    <message>
        <source>The model&apos;s architecture arguments (layers, hidden size, heads, experts...), from the framework&apos;s scripts/models/&lt;model&gt;.sh for this model</source>
        <translation>Die Architekturargumente des Modells (Schichten, Hidden Size, Heads, Experten …) aus scripts/models/&lt;Modell&gt;.sh des Frameworks für dieses Modell</translation>
    </message>
    <message>
        <source>Path of the Hugging Face checkpoint of the model (weights and tokenizer)</source>
        <translation>Pfad des Hugging-Face-Checkpoints des Modells (Gewichte und Tokenizer)</translation>
    </message>
    <message>
        <source>Path of the checkpoint converted to Megatron&apos;s torch_dist format</source>
        <translation>Pfad des ins torch_dist-Format von Megatron umgewandelten Checkpoints</translation>
    </message>
    <message>
        <source>Path of the built training rows (the Parquet file named under Rows)</source>
        <translation>Pfad der erzeugten Trainingszeilen (die unter Zeilen genannte Parquet-Datei)</translation>
    </message>
    <message>
        <source>Folder for TensorBoard logs of the run</source>
        <translation>Ordner für die TensorBoard-Logs des Laufs</translation>
    </message>
    <message>
        <source>Number of NVLink connections of a GPU on this machine; 0 turns NCCL&apos;s NVLink SHARP off</source>
        <translation>Anzahl der NVLink-Verbindungen einer GPU auf dieser Maschine; 0 schaltet NVLink SHARP von NCCL ab</translation>
    </message>
    <message>
        <source>The slime training entry module of your installation (e.g. train_async)</source>
        <translation>Das Trainings-Einstiegsmodul von slime in Ihrer Installation (z. B. train_async)</translation>
    </message>
    <message>
        <source>Training %1</source>
        <translation>Training von %1</translation>
    </message>
    <message>
        <source>Training %1 on %2</source>
        <translation>Training von %1 auf %2</translation>
    </message>
    <message>
        <source>Ranked by tokens/s per GPU</source>
        <translation>Nach Tokens/s pro GPU geordnet</translation>
    </message>
    <message>
        <source>%1-token %2 rows</source>
        <translation>%2-Zeilen mit %1 Tokens</translation>
    </message>
    <message>
        <source>global batch %1</source>
        <translation>globale Batch %1</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>%1 pro Knoten</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source> (N = %1 active parameters per token)</source>
        <translation> (N = %1 aktive Parameter pro Token)</translation>
    </message>
    <message>
        <source>correlation %1</source>
        <translation>Korrelation %1</translation>
    </message>
    <message>
        <source>final loss difference %1</source>
        <translation>Differenz des End-Loss %1</translation>
    </message>
    <message>
        <source>%1 pointwise failures over %2 steps</source>
        <translation>%1 punktweise Abweichungen über %2 Schritte</translation>
    </message>
    <message>
        <source> Shape: %1.</source>
        <translation> Form: %1.</translation>
    </message>
    <message>
        <source>, %1-step run scored over steps %2–%3</source>
        <translation>, %1-Schritt-Lauf, bewertet über die Schritte %2–%3</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Component test</source>
        <translation>Komponententest</translation>
    </message>
    <message>
        <source>Component tests</source>
        <translation>Komponententests</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>%1 rows of %2 tokens, global batch %3</source>
        <translation>%1 Zeilen zu %2 Tokens, globale Batch %3</translation>
    </message>
    <message>
        <source>Row count</source>
        <translation>Zeilenzahl</translation>
    </message>
    <message>
        <source>tokens/s per GPU (higher is better)</source>
        <translation>Tokens/s pro GPU (höher ist besser)</translation>
    </message>
    <message>
        <source>$ / 1M tokens (lower is better)</source>
        <translation>$ / 1 Mio. Tokens (niedriger ist besser)</translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message numerus="yes">
        <source>Ranked by tokens/s per GPU within each model and GPU type · %n recipe(s)</source>
        <translation>
            <numerusform>Nach Tokens/s pro GPU je Modell und GPU-Typ geordnet · %n Rezept</numerusform>
            <numerusform>Nach Tokens/s pro GPU je Modell und GPU-Typ geordnet · %n Rezepte</numerusform>
        </translation>
    </message>
    <message>
        <source># %1 cannot be read: %2</source>
        <translation># %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Select rows in the ranking to copy them</source>
        <translation>Zeilen in der Rangliste wählen, um sie zu kopieren</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>%n Zeile kopiert</numerusform>
            <numerusform>%n Zeilen kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1</source>
        <translation>
            <numerusform>%n Zeile nach %1 exportiert</numerusform>
            <numerusform>%n Zeilen nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two recipes in the ranking to compare them (Ctrl+click)</source>
        <translation>Zwei Rezepte in der Rangliste wählen, um sie zu vergleichen (Strg+Klick)</translation>
    </message>
    <message>
        <source>&amp;Copy Rows as CSV</source>
        <translation>Zeilen als CSV &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy Rows as &amp;TSV</source>
        <translation>Zeilen als &amp;TSV kopieren</translation>
    </message>
    <message>
        <source>Copy Rows as &amp;Markdown</source>
        <translation>Zeilen als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source># %1 is %2 bytes, too large to show (a recipe may have at most %3)</source>
        <translation># %1 ist %2 Bytes groß, zu groß zum Anzeigen (ein Rezept darf höchstens %3 haben)</translation>
    </message>
</context>
<context>
    <name>RecentFoldersMenu</name>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>RecipeForm</name>
    <message>
        <source>Recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>Nicht gesetzt</translation>
    </message>
    <message>
        <source>Remove %1 from the recipe (not set)</source>
        <translation>%1 aus dem Rezept entfernen (nicht gesetzt)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add an item to %1</source>
        <translation>Einen Eintrag zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>Zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>RecipePageView</name>
    <message>
        <source>Choose a recipe in the ranking to see all of it here.</source>
        <translation>Ein Rezept in der Rangliste wählen, um es hier ganz zu sehen.</translation>
    </message>
    <message>
        <source>Recipe page</source>
        <translation>Rezeptseite</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Recipe source</source>
        <translation>Rezeptquelle</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>Ü&amp;berblick</translation>
    </message>
    <message>
        <source>Co&amp;mmand</source>
        <translation>Be&amp;fehl</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Quelle</translation>
    </message>
    <message>
        <source>Copy BibTeX</source>
        <translation>BibTeX kopieren</translation>
    </message>
    <message>
        <source>Copy the citation of this recipe to the clipboard</source>
        <translation>Die Zitierangabe dieses Rezepts in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Compare this recipe with another, side by side</source>
        <translation>Dieses Rezept nebeneinander mit einem anderen vergleichen</translation>
    </message>
    <message>
        <source># Listing only: figures from %1.
</source>
        <translation># Nur Listeneintrag: Zahlen von %1.
</translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n finding(s)</source>
        <translation>
            <numerusform>Prüfungen: %n Befund</numerusform>
            <numerusform>Prüfungen: %n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>step-time CV</source>
        <translation>Schrittzeit-VK</translation>
    </message>
    <message>
        <source>cite</source>
        <translation>zitieren</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message numerus="yes">
        <source>The exact command of the measured run, %n line(s).</source>
        <translation>
            <numerusform>Der genaue Befehl des gemessenen Laufs, %n Zeile.</numerusform>
            <numerusform>Der genaue Befehl des gemessenen Laufs, %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the command</source>
        <translation>Befehl zeigen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>Zitierangabe</translation>
    </message>
    <message>
        <source>If you use a recipe by %1, please cite it.</source>
        <translation>Wenn Sie ein Rezept von %1 verwenden, zitieren Sie es bitte.</translation>
    </message>
    <message>
        <source>%1 on other GPUs</source>
        <translation>%1 auf anderen GPUs</translation>
    </message>
    <message>
        <source>tokens/s/GPU · %1 / 1M tokens</source>
        <translation>Tokens/s/GPU · %1 / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>nur Listeneintrag</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs · this page</source>
        <translation>%1 · %2 GPUs · diese Seite</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 GPUs</translation>
    </message>
    <message>
        <source>No recipe of %1 on another GPU type is open.</source>
        <translation>Kein Rezept von %1 auf einem anderen GPU-Typ ist geöffnet.</translation>
    </message>
    <message>
        <source>Listing only.</source>
        <translation>Nur Listeneintrag.</translation>
    </message>
    <message>
        <source>These figures come from %1. The recipe behind them (its layout, command, stack and checks) is not published, so nothing else about it is known.</source>
        <translation>Diese Zahlen stammen von %1. Das Rezept dahinter (Layout, Befehl, Stack und Prüfungen) ist nicht veröffentlicht, mehr ist darüber nicht bekannt.</translation>
    </message>
    <message numerus="yes">
        <source>%n more recipe(s): select two rows of the ranking and compare them (Ctrl+D)</source>
        <translation>
            <numerusform>%n weiteres Rezept: zwei Zeilen der Rangliste auswählen und vergleichen (Strg+D)</numerusform>
            <numerusform>%n weitere Rezepte: zwei Zeilen der Rangliste auswählen und vergleichen (Strg+D)</numerusform>
        </translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>Öffnet %1</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>H&amp;istorie</translation>
    </message>
    <message>
        <source>The Commit Checked Out (HEAD)</source>
        <translation>Dem ausgecheckten Commit (HEAD)</translation>
    </message>
    <message>
        <source>A Git Revision…</source>
        <translation>Einer Git-Revision …</translation>
    </message>
    <message>
        <source>No git history: %1</source>
        <translation>Keine Git-Historie: %1</translation>
    </message>
</context>
<context>
    <name>RecipeSchema</name>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Aktive Parameter</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Erzeugung</translation>
    </message>
    <message>
        <source>Build name</source>
        <translation>Name der Erzeugung</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Erzeuger</translation>
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
        <translation>Zitierlink</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Component tests</source>
        <translation>Komponententests</translation>
    </message>
    <message>
        <source>Configuration check</source>
        <translation>Konfigurationsprüfung</translation>
    </message>
    <message>
        <source>Convergence check</source>
        <translation>Konvergenzprüfung</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>Correlation</source>
        <translation>Korrelation</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>DeepEP</source>
        <translation>DeepEP</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Dispatcher</source>
        <translation>Dispatcher</translation>
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
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Final loss difference</source>
        <translation>Differenz des End-Loss</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>Erste Stufe</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>GPU-hours note</source>
        <translation>Hinweis zu GPU-Stunden</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globale Batch</translation>
    </message>
    <message>
        <source>Granularity</source>
        <translation>Granularität</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Ignored checks</source>
        <translation>Ignorierte Prüfungen</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation>Letzte Stufe</translation>
    </message>
    <message>
        <source>Layer split</source>
        <translation>Schichtaufteilung</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Layout summary</source>
        <translation>Layout-Kurzform</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Listings</source>
        <translation>Listeneinträge</translation>
    </message>
    <message>
        <source>Loss mask</source>
        <translation>Loss-Maske</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>MFU note</source>
        <translation>Hinweis zur MFU</translation>
    </message>
    <message>
        <source>Max tokens per GPU</source>
        <translation>Max. Tokens pro GPU</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <source>OpenRecipes listing entries</source>
        <translation>OpenRecipes-Listeneinträge</translation>
    </message>
    <message>
        <source>OpenRecipes training recipe</source>
        <translation>OpenRecipes-Trainingsrezept</translation>
    </message>
    <message>
        <source>Optimizer fraction</source>
        <translation>Optimierer-Anteil</translation>
    </message>
    <message>
        <source>Overlapped copies</source>
        <translation>Überlappte Kopien</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Packing</source>
        <translation>Packing</translation>
    </message>
    <message>
        <source>Padding tokens</source>
        <translation>Padding-Tokens</translation>
    </message>
    <message>
        <source>Parquet sha256</source>
        <translation>Parquet-sha256</translation>
    </message>
    <message>
        <source>Parquet size</source>
        <translation>Parquet-Größe</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>Patches</translation>
    </message>
    <message>
        <source>Pointwise failures</source>
        <translation>Punktweise Abweichungen</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Profiler</source>
        <translation>Profiler</translation>
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
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Rows per microbatch</source>
        <translation>Zeilen pro Microbatch</translation>
    </message>
    <message>
        <source>Rows sha256</source>
        <translation>Zeilen-sha256</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Schemaversion</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequence Parallel</translation>
    </message>
    <message>
        <source>Severities</source>
        <translation>Schweregrade</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Step-time CV</source>
        <translation>Schrittzeit-VK</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Steps per run</source>
        <translation>Schritte pro Lauf</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Supervised tokens</source>
        <translation>Überwachte Tokens</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Tokens per row</source>
        <translation>Tokens pro Zeile</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
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
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Window tokens</source>
        <translation>Tokens im Fenster</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
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
        <translation>Modell</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Step-time CV</source>
        <translation>Schrittzeit-VK</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Rank among the recipes of the same model on the same GPU type, by tokens/s per GPU</source>
        <translation>Rang unter den Rezepten desselben Modells auf demselben GPU-Typ, nach Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>The recipe file</source>
        <translation>Die Rezeptdatei</translation>
    </message>
    <message>
        <source>What recipe-explorer lint finds in the recipe: figures, layout and command that disagree</source>
        <translation>Was recipe-explorer lint im Rezept findet: Zahlen, Layout und Befehl, die nicht zusammenpassen</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Listing only: figures from %1. The recipe behind them is not published.</source>
        <translation>Nur Listeneintrag: Zahlen von %1. Das Rezept dahinter ist nicht veröffentlicht.</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>nur Listeneintrag</translation>
    </message>
    <message>
        <source>Git</source>
        <translation>Git</translation>
    </message>
    <message>
        <source>How the file differs from the git commit checked out (HEAD): modified, new or renamed</source>
        <translation>Wie die Datei vom ausgecheckten Git-Commit (HEAD) abweicht: geändert, neu oder umbenannt</translation>
    </message>
    <message>
        <source>Modified since the commit checked out</source>
        <translation>Geändert seit dem ausgecheckten Commit</translation>
    </message>
    <message>
        <source>New: not in the commit checked out</source>
        <translation>Neu: nicht im ausgecheckten Commit</translation>
    </message>
    <message>
        <source>Renamed from %1 since the commit checked out</source>
        <translation>Umbenannt von %1 seit dem ausgecheckten Commit</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>renamed</source>
        <translation>umbenannt</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>Cost to train</source>
        <translation>Trainingskosten</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Hidden characters, shown as marks:</source>
        <translation>Verborgene Zeichen, als Marken gezeigt:</translation>
    </message>
</context>
<context>
    <name>RecipeTableView</name>
    <message>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Right-click to choose columns</source>
        <translation>Rechtsklick wählt die Spalten</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>Spalten an Inhalt anpassen</translation>
    </message>
</context>
<context>
    <name>RequestedFiles</name>
    <message numerus="yes">
        <source> (and %n more, see Problems)</source>
        <translation>
            <numerusform> (und %n weitere, siehe Probleme)</numerusform>
            <numerusform> (und %n weitere, siehe Probleme)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1 at line %2, column %3: %4</source>
        <translation>%1 lässt sich nicht öffnen, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 lässt sich nicht öffnen: %2</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>renamed</source>
        <translation>umbenannt</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <source>Rank before → after</source>
        <translation>Rang vorher → nachher</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>$ / 1M tokens</source>
        <translation>$ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Values changed</source>
        <translation>Geänderte Werte</translation>
    </message>
    <message>
        <source>New findings</source>
        <translation>Neue Befunde</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review Changes Since... (Ctrl+Shift+R) shows what the changes to the recipes do</source>
        <translation>„Änderungen seit … prüfen“ (Strg+Umschalt+R) zeigt, was die Änderungen an den Rezepten bewirken</translation>
    </message>
    <message>
        <source>Review Changes Since a Git Revision</source>
        <translation>Änderungen seit einer Git-Revision prüfen</translation>
    </message>
    <message>
        <source>Reviewing the changes since %1…</source>
        <translation>Die Änderungen seit %1 werden geprüft …</translation>
    </message>
    <message>
        <source>No review: %1</source>
        <translation>Keine Prüfung: %1</translation>
    </message>
    <message>
        <source>No recipe changed since %1</source>
        <translation>Seit %1 wurde kein Rezept geändert</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) changed since %1, in the work tree</source>
        <translation>
            <numerusform>%n Rezept seit %1 geändert, im Arbeitsverzeichnis</numerusform>
            <numerusform>%n Rezepte seit %1 geändert, im Arbeitsverzeichnis</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was removed since %2: there is nothing to compare it with</source>
        <translation>%1 wurde seit %2 entfernt: Es gibt nichts, womit es verglichen werden kann</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>Since &amp;Revision...</source>
        <translation>Seit &amp;Revision …</translation>
    </message>
    <message>
        <source>Review the changes since another commit, branch or tag</source>
        <translation>Die Änderungen seit einem anderen Commit, Branch oder Tag prüfen</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Review the same revision again, with the files as they are now</source>
        <translation>Dieselbe Revision erneut prüfen, mit den Dateien, wie sie jetzt sind</translation>
    </message>
    <message>
        <source>Recipes changed, with what the change does</source>
        <translation>Geänderte Rezepte und was die Änderung bewirkt</translation>
    </message>
    <message>
        <source>Double-click or press Return to compare a recipe with its earlier version</source>
        <translation>Doppelklicken oder Eingabe drücken, um ein Rezept mit seiner früheren Fassung zu vergleichen</translation>
    </message>
</context>
<context>
    <name>RevisionChooser</name>
    <message>
        <source>Revision: a branch, a tag, HEAD~2, a commit id or a date (main@{2.weeks.ago})</source>
        <translation>Revision: ein Branch, ein Tag, HEAD~2, eine Commit-ID oder ein Datum (main@{2.weeks.ago})</translation>
    </message>
</context>
<context>
    <name>RevisionOpener</name>
    <message>
        <source>Open a Git Revision</source>
        <translation>Eine Git-Revision öffnen</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>No revision opened: %1</source>
        <translation>Keine Revision geöffnet: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of %1 did not read: %2</source>
        <translation>
            <numerusform>%n Datei von %1 ließ sich nicht lesen: %2</numerusform>
            <numerusform>%n Dateien von %1 ließen sich nicht lesen: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <source>scaling efficiency: tokens/s per GPU against the best at the GPU type&apos;s smallest count</source>
        <translation>Skalierungseffizienz: Tokens/s pro GPU gegen das beste Rezept bei der kleinsten Anzahl des GPU-Typs</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) without tokens/s per GPU left out</source>
        <translation>
            <numerusform>%n Rezept ohne Tokens/s pro GPU ausgelassen</numerusform>
            <numerusform>%n Rezepte ohne Tokens/s pro GPU ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>No recipe shown has a tokens/s per GPU to chart</source>
        <translation>Kein gezeigtes Rezept hat Tokens/s pro GPU zum Darstellen</translation>
    </message>
    <message>
        <source>tokens/s per GPU against the GPU count</source>
        <translation>Tokens/s pro GPU gegen die GPU-Anzahl</translation>
    </message>
    <message>
        <source>every recipe · solid: best per count · dashed: ideal, the smallest count&apos;s tokens/s per GPU held</source>
        <translation>jedes Rezept · durchgezogen: bestes je Anzahl · gestrichelt: ideal, Tokens/s pro GPU der kleinsten Anzahl gehalten</translation>
    </message>
    <message>
        <source>GPUs (log2 scale)</source>
        <translation>GPUs (log2-Skala)</translation>
    </message>
    <message>
        <source>tokens/s per GPU (flat is ideal)</source>
        <translation>Tokens/s pro GPU (flach ist ideal)</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>Listeneintrag</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 · %4
%5 tokens/s per GPU</source>
        <translation>%1 auf %2 x %3 · %4
%5 Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>listing only</source>
        <translation>nur Listeneintrag</translation>
    </message>
    <message>
        <source>scaling efficiency %1 against the best on %2 x %3, the smallest count</source>
        <translation>Skalierungseffizienz %1 gegen das beste auf %2 x %3, der kleinsten Anzahl</translation>
    </message>
    <message>
        <source>scaling efficiency %1 against the best on %2 x %3</source>
        <translation>Skalierungseffizienz %1 gegen das beste auf %2 x %3</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Search actions and keys</source>
        <translation>Aktionen und Tasten suchen</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Tastenkürzel suchen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>Load, print a summary and quit (checks that the window starts).</source>
        <translation>Laden, eine Zusammenfassung ausgeben und beenden (prüft, ob das Fenster startet).</translation>
    </message>
    <message>
        <source>Show the ranking of this model.</source>
        <translation>Die Rangliste dieses Modells zeigen.</translation>
    </message>
    <message>
        <source>Show the ranking on this GPU type.</source>
        <translation>Die Rangliste auf diesem GPU-Typ zeigen.</translation>
    </message>
    <message>
        <source>Open the page of this recipe file.</source>
        <translation>Die Seite dieser Rezeptdatei öffnen.</translation>
    </message>
    <message>
        <source>system, light or dark (remembered).</source>
        <translation>system, light oder dark (wird gespeichert).</translation>
    </message>
    <message>
        <source>Start on the Charts tab.</source>
        <translation>Auf der Registerkarte Diagramme beginnen.</translation>
    </message>
    <message>
        <source>Start in presenter mode, on the charts of the ranking shown.</source>
        <translation>Im Präsentationsmodus beginnen, mit den Diagrammen der gezeigten Rangliste.</translation>
    </message>
    <message>
        <source>With --show or --compare: overview, command or source.</source>
        <translation>Mit --show oder --compare: overview, command oder source.</translation>
    </message>
    <message>
        <source>Compare two recipe files (give it twice: A, then B).</source>
        <translation>Zwei Rezeptdateien vergleichen (zweimal angeben: A, dann B).</translation>
    </message>
    <message>
        <source>Open this recipe file in the editor (may be given more than once).</source>
        <translation>Diese Rezeptdatei im Editor öffnen (mehrfach möglich).</translation>
    </message>
    <message>
        <source>With --edit: show this field of the recipe, e.g. result.mfu.</source>
        <translation>Mit --edit: dieses Feld des Rezepts zeigen, z. B. result.mfu.</translation>
    </message>
    <message>
        <source>en, de or zh_CN: the language of this start (View &gt; Language remembers one).</source>
        <translation>en, de oder zh_CN: die Sprache dieses Starts (Ansicht &gt; Sprache speichert eine).</translation>
    </message>
    <message>
        <source>--field needs --edit</source>
        <translation>--field braucht --edit</translation>
    </message>
    <message>
        <source>--field: %1</source>
        <translation>--field: %1</translation>
    </message>
    <message>
        <source>give --compare twice: A, then B</source>
        <translation>--compare zweimal angeben: A, dann B</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos; (system, light or dark)</source>
        <translation>unbekanntes Farbschema &apos;%1&apos; (system, light oder dark)</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en, de or zh_CN)</source>
        <translation>unbekannte Sprache &apos;%1&apos; (en, de oder zh_CN)</translation>
    </message>
    <message>
        <source>unknown page &apos;%1&apos; (overview, command or source)</source>
        <translation>unbekannte Seite &apos;%1&apos; (overview, command oder source)</translation>
    </message>
    <message>
        <source>Browse, compare and edit LLM training recipes.

Commands: validate PATH..., rank [PATH...], chart, diff A B, set FILE PATH=VALUE..., lint PATH... (see recipe-explorer COMMAND --help).</source>
        <translation>LLM-Trainingsrezepte durchsuchen, vergleichen und bearbeiten.

Befehle: validate PFAD …, rank [PFAD …], chart, diff A B, set DATEI PFAD=WERT …, lint PFAD … (siehe recipe-explorer BEFEHL --help).</translation>
    </message>
    <message>
        <source>Read every recipe file, without the recipe cache.</source>
        <translation>Jede Rezeptdatei lesen, ohne den Rezept-Cache.</translation>
    </message>
    <message>
        <source>Recipe folders and files; a file opens wherever it is, beside the bundled recipes when no folder is given.</source>
        <translation>Rezeptordner und -dateien; eine Datei öffnet sich, wo immer sie liegt, neben den mitgelieferten Rezepten, wenn kein Ordner angegeben ist.</translation>
    </message>
    <message>
        <source>Open a view link (recipe-explorer:view?...): it only selects what to show.</source>
        <translation>Einen Ansichtslink öffnen (recipe-explorer:view?...): er wählt nur aus, was gezeigt wird.</translation>
    </message>
    <message>
        <source>give one view link</source>
        <translation>geben Sie einen Ansichtslink an</translation>
    </message>
    <message>
        <source>A GPU catalogue file over the bundled one, for this start (View &gt; GPU Catalogue remembers one).</source>
        <translation>Eine GPU-Katalogdatei über dem mitgelieferten Katalog, für diesen Start (Ansicht &gt; GPU-Katalog merkt sich eine).</translation>
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
        <translation>Nächste Änderung</translation>
    </message>
    <message>
        <source>Previous Change</source>
        <translation>Vorherige Änderung</translation>
    </message>
    <message>
        <source>The two texts are the same.</source>
        <translation>Die beiden Texte sind gleich.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), %1 · F7 next, Shift+F7 previous · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt;</source>
        <translation>
            <numerusform>%n Änderung, %1 · F7 nächste, Umschalt+F7 vorherige · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;entfernt&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;hinzugefügt&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;geändert&amp;nbsp;&lt;/span&gt;</numerusform>
            <numerusform>%n Änderungen, %1 · F7 nächste, Umschalt+F7 vorherige · &lt;span style=&quot;background:#d55e00;color:white&quot;&gt;&amp;nbsp;entfernt&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#0072b2;color:white&quot;&gt;&amp;nbsp;hinzugefügt&amp;nbsp;&lt;/span&gt; &lt;span style=&quot;background:#e69f00;color:black&quot;&gt;&amp;nbsp;geändert&amp;nbsp;&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewLink</name>
    <message>
        <source>the link is longer than %1 characters</source>
        <translation>der Link ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>not a view link: it does not start with %1:</source>
        <translation>kein Ansichtslink: er beginnt nicht mit %1:</translation>
    </message>
    <message>
        <source>not a view link: it names &apos;%1&apos;, not view</source>
        <translation>kein Ansichtslink: er nennt &apos;%1&apos;, nicht view</translation>
    </message>
    <message>
        <source>a key holds a control character</source>
        <translation>ein Schlüssel enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos; holds a control character</source>
        <translation>der Wert von &apos;%1&apos; enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; ist zweimal angegeben</translation>
    </message>
    <message>
        <source>bad value &apos;%1&apos; for &apos;%2&apos; (%3)</source>
        <translation>ungültiger Wert &apos;%1&apos; für &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <source>an absolute path</source>
        <translation>ein absoluter Pfad</translation>
    </message>
    <message>
        <source>a commit, branch or tag</source>
        <translation>ein Commit, Branch oder Tag</translation>
    </message>
    <message>
        <source>the link names more than %1 folders</source>
        <translation>der Link nennt mehr als %1 Ordner</translation>
    </message>
</context>
<context>
    <name>ViewLinks</name>
    <message>
        <source>Copy Lin&amp;k to This View</source>
        <translation>&amp;Link zu dieser Ansicht kopieren</translation>
    </message>
    <message>
        <source>A recipe-explorer: link that opens this page, recipe, comparison, filters, chart and plan</source>
        <translation>Ein recipe-explorer:-Link, der diese Seite, dieses Rezept, diesen Vergleich, diese Filter, dieses Diagramm und diesen Plan öffnet</translation>
    </message>
    <message>
        <source>The command that opens this view: recipe-explorer --view &apos;...&apos;</source>
        <translation>Der Befehl, der diese Ansicht öffnet: recipe-explorer --view &apos;...&apos;</translation>
    </message>
    <message>
        <source>Show the view a recipe-explorer: link asks for; it never changes, runs or saves anything</source>
        <translation>Die Ansicht zeigen, die ein recipe-explorer:-Link verlangt; er ändert, startet oder speichert nie etwas</translation>
    </message>
    <message>
        <source>Copied a link to this view</source>
        <translation>Link zu dieser Ansicht kopiert</translation>
    </message>
    <message>
        <source>Copied the command that opens this view</source>
        <translation>Befehl kopiert, der diese Ansicht öffnet</translation>
    </message>
    <message>
        <source>Open View Link</source>
        <translation>Ansichtslink öffnen</translation>
    </message>
    <message>
        <source>&amp;Link (recipe-explorer:view?...):</source>
        <translation>&amp;Link (recipe-explorer:view?...):</translation>
    </message>
    <message>
        <source>Copy View as Comman&amp;d Line</source>
        <translation>Ansicht als Be&amp;fehlszeile kopieren</translation>
    </message>
    <message>
        <source>Open Lin&amp;k...</source>
        <translation>Lin&amp;k öffnen …</translation>
    </message>
</context>
<context>
    <name>ViewOpener</name>
    <message>
        <source>The view link was not opened: %1</source>
        <translation>Der Ansichtslink wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Open from a View Link</source>
        <translation>Aus einem Ansichtslink öffnen</translation>
    </message>
    <message>
        <source>The link names files or folders that are not open:

%1

Open them read-only? Nothing in them is run, changed or saved.</source>
        <translation>Der Link nennt Dateien oder Ordner, die nicht geöffnet sind:

%1

Schreibgeschützt öffnen? Darin wird nichts ausgeführt, geändert oder gespeichert.</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Ignored what the view link holds that this program does not know: %1 and %n more</source>
        <translation>
            <numerusform>Ignoriert, was der Ansichtslink enthält und dieses Programm nicht kennt: %1 und %n weiterer</numerusform>
            <numerusform>Ignoriert, was der Ansichtslink enthält und dieses Programm nicht kennt: %1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Ignored what the view link holds that this program does not know: %1</source>
        <translation>Ignoriert, was der Ansichtslink enthält und dieses Programm nicht kennt: %1</translation>
    </message>
    <message>
        <source>Not on this computer, or not a folder or recipe file, left out: %1</source>
        <translation>Nicht auf diesem Computer oder kein Ordner bzw. keine Rezeptdatei, ausgelassen: %1</translation>
    </message>
</context>
</TS>
