// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A recipe whose texts, and whose file's name, hold HTML (an image on disk, bold, a
// link to a local file): every model, label, tooltip and message box shows those
// characters as they are and never reads them as markup.
#include "analysis/displaytext.h"
#include "diffview.h"
#include "editorpage.h"
#include "editortabs.h"
#include "fieldrow.h"
#include "itemmodels/commandflagmodel.h"
#include "itemmodels/layoutdiffmodel.h"
#include "itemmodels/navigationmodel.h"
#include "itemmodels/problemlistmodel.h"
#include "itemmodels/recipetablemodel.h"
#include "keyvaluetable.h"
#include "mainwindow.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "recipeform.h"
#include "recipepageview.h"
#include "testutils.h"
#include "windowparts.h"

#include <KMessageWidget>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using namespace TestUtils;
using namespace Qt::StringLiterals;

namespace {

const auto Image = QStringLiteral("<img src=\"/nonexistent/x.png\">");
const auto Bold = QStringLiteral("<b>bold</b>");
const auto Link = QStringLiteral("<a href=\"file:///etc/passwd\">x</a>");
// The copy's file name: a name may hold markup too (no '/' in it), an arg() marker and a mnemonic.
const auto FileName = QStringLiteral("<img src=\"x.png\"> %2 &x.yaml");

QString hostileSource()
{
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hostile/markup-everywhere.yaml");
}

// What a text shows in a place that reads it as `format` (a tooltip reads it as Qt::AutoText).
QString shown(const QString &text, Qt::TextFormat format)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

QString shown(const QLabel *label)
{
    return shown(label->text(), label->textFormat());
}

// The recipe's markup, read as markup: an image, a bold text or a link taken from the recipe.
bool readsMarkup(const QString &text, Qt::TextFormat format)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return false;
    return text.contains(QLatin1String("<img")) || text.contains(Bold) || text.contains(QLatin1String("<a href=\"file:"));
}

void scanModel(const QAbstractItemModel *model, const QModelIndex &parent, const QString &where, QStringList &found)
{
    for (int row = 0; row < model->rowCount(parent); ++row)
        for (int column = 0; column < model->columnCount(parent); ++column) {
            const auto index = model->index(row, column, parent);
            const auto tip = index.data(Qt::ToolTipRole).toString();
            if (readsMarkup(tip, Qt::AutoText))
                found << QStringLiteral("%1 [%2,%3] tooltip: %4").arg(where).arg(row).arg(column).arg(tip);
            if (column == 0)
                scanModel(model, index, where, found);
        }
}

// Every place under `root` that would read the recipe's markup: labels, message
// widgets, tooltips of widgets, tabs and items.
QStringList markupRead(const QWidget *root)
{
    QStringList found;
    auto name = [](const QObject *o) { return QString::fromLatin1(o->metaObject()->className()) + u' ' + o->objectName(); };
    for (const auto *label : root->findChildren<QLabel *>())
        if (readsMarkup(label->text(), label->textFormat()))
            found << name(label) + QStringLiteral(": ") + label->text();
    for (const auto *banner : root->findChildren<KMessageWidget *>())
        if (readsMarkup(banner->text(), banner->textFormat()))
            found << name(banner) + QStringLiteral(": ") + banner->text();
    for (const auto *widget : root->findChildren<QWidget *>())
        if (readsMarkup(widget->toolTip(), Qt::AutoText))
            found << name(widget) + QStringLiteral(" tooltip: ") + widget->toolTip();
    for (const auto *bar : root->findChildren<QTabBar *>())
        for (int i = 0; i < bar->count(); ++i)
            if (readsMarkup(bar->tabToolTip(i), Qt::AutoText))
                found << name(bar) + QStringLiteral(" tab tooltip: ") + bar->tabToolTip(i);
    for (const auto *view : root->findChildren<QAbstractItemView *>())
        if (view->model() && !qobject_cast<const QHeaderView *>(view)) // a header shares its table's model
            scanModel(view->model(), {}, name(view), found);
    return found;
}

// Every tooltip of a model, and whether one of them holds the markup escaped.
void checkToolTips(const QAbstractItemModel &model, const char *what)
{
    QStringList found;
    scanModel(&model, {}, QString::fromLatin1(what), found);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    bool escaped = false;
    for (int row = 0; row < model.rowCount(); ++row)
        for (int column = 0; column < model.columnCount(); ++column) {
            const auto tip = model.index(row, column).data(Qt::ToolTipRole).toString();
            QVERIFY2(!tip.contains(QLatin1String("<img")), qPrintable(tip));
            escaped = escaped || tip.contains(QLatin1String("&lt;img")) || tip.contains(QLatin1String("&lt;b&gt;"));
        }
    QVERIFY2(escaped, what);
}

// The texts of every cell, joined.
QString displayed(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QString text;
    for (int row = 0; row < model.rowCount(parent); ++row)
        for (int column = 0; column < model.columnCount(parent); ++column) {
            const auto index = model.index(row, column, parent);
            text += index.data().toString() + u'\n' + displayed(model, index);
        }
    return text;
}

// Acts on the next modal dialog once it shows.
void whenModal(QObject *context, std::function<void(QWidget *)> act)
{
    auto *timer = new QTimer(context);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        if (auto *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
        }
    });
    timer->start();
}

} // namespace

class TestHostileText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void itemModels();
    void hiddenCharactersShowAsMarks();
    void rankingHeadline();
    void problemsOfAFile();
    void diffTitle();
    void editor();
    void messageBoxes();

private:
    QString copyPath() const { return m_dir.filePath(FileName); }
    Recipe hostile() const { return RecipeLoader::loadFile(copyPath()).recipe.value(); }

    QTemporaryDir m_dir;
    TestUtils::SettingsFolder m_settings;
};

void TestHostileText::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-test"));
    QVERIFY(m_dir.isValid());
}

void TestHostileText::init()
{
    QSettings().clear();
    QFile::remove(copyPath());
    QVERIFY(QFile::copy(hostileSource(), copyPath()));
    QFile::setPermissions(copyPath(), QFile::permissions(copyPath()) | QFile::WriteOwner);
    const auto loaded = RecipeLoader::loadFile(copyPath());
    QVERIFY2(loaded.recipe, qPrintable(loaded.problems.isEmpty() ? QString() : loaded.problems.first().toString()));
}

void TestHostileText::hiddenCharactersShowAsMarks()
{
    // A right-to-left override in a model name shows as its mark wherever the name
    // stands on one line, and the name as it is stays what is copied and sorted.
    const auto recipe =
        RecipeLoader::loadFile(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hidden-text/rlo-model.yaml")).recipe.value();
    QCOMPARE(recipe.model(), QString::fromUtf8("Qwen3-32B\u202Egnp.exe"));
    const auto shown = QStringLiteral("Qwen3-32B<U+202E>gnp.exe");
    RecipeTableModel table;
    table.setRecipes({recipe});
    QCOMPARE(table.index(0, RecipeTableModel::Model).data().toString(), shown);
    QCOMPARE(table.index(0, RecipeTableModel::Model).data(RecipeTableModel::PlainTextRole).toString(), recipe.model());
    QVERIFY(
        table.index(0, RecipeTableModel::Model).data(Qt::ToolTipRole).toString().contains(QStringLiteral("U+202E RIGHT-TO-LEFT OVERRIDE")));
    NavigationModel navigation;
    navigation.setRecipes({recipe});
    QVERIFY2(displayed(navigation).contains(shown), qPrintable(displayed(navigation)));
    QVERIFY(!displayed(navigation).contains(QChar(0x202E)));
    ProblemListModel problems;
    problems.setProblems(ProblemGroups(ProblemList{{u"a\u202Eb.yaml"_s, 1, 1, Problem::Severity::Error, u"x\u200By"_s}}));
    QCOMPARE(problems.index(0, 0).data().toString(), QStringLiteral("a<U+202E>b.yaml:1:1 x<U+200B>y"));
    // Right-to-left letters are isolated, so that they cannot reorder the text around them.
    QCOMPARE(DisplayText::line(u"\u05D3\u05D2\u05DD-7B"_s), u"\u2068\u05D3\u05D2\u05DD-7B\u2069"_s);
    QCOMPARE(DisplayText::line(QStringLiteral("Qwen3-32B")), QStringLiteral("Qwen3-32B"));
}

void TestHostileText::itemModels()
{
    const auto recipe = hostile();
    const auto model = QStringLiteral("Qwen3 ") + Image + u' ' + Bold;
    QCOMPARE(recipe.model(), model);

    RecipeTableModel table;
    table.setRecipes({recipe});
    table.setRecipeProblems({{recipe.filePath(), {Problem{recipe.filePath(), 4, 8, Problem::Severity::Warning, Image + Link}}}});
    checkToolTips(table, "RecipeTableModel");
    QCOMPARE(table.index(0, RecipeTableModel::Model).data().toString(), model);
    QCOMPARE(table.index(0, RecipeTableModel::Author).data().toString(), QStringLiteral("ATTUNE ") + Link + u' ' + Image);
    QCOMPARE(table.index(0, RecipeTableModel::File).data(Qt::ToolTipRole).toString(),
             QStringLiteral("<qt>") + recipe.filePath().toHtmlEscaped() + QStringLiteral("</qt>"));
    QCOMPARE(
        table.index(0, RecipeTableModel::Checks).data(Qt::ToolTipRole).toString(),
        QStringLiteral(
            "<qt>line 4: &lt;img src=&quot;/nonexistent/x.png&quot;&gt;&lt;a href=&quot;file:///etc/passwd&quot;&gt;x&lt;/a&gt;</qt>"));

    NavigationModel navigation;
    navigation.setRecipes({recipe});
    checkToolTips(navigation, "NavigationModel");
    QVERIFY(displayed(navigation).contains(model));
    const auto gpu = navigation.index(0, 0, navigation.index(0, 0));
    QCOMPARE(
        gpu.data(Qt::ToolTipRole).toString(),
        QStringLiteral("<qt>Qwen3 &lt;img src=&quot;/nonexistent/x.png&quot;&gt; &lt;b&gt;bold&lt;/b&gt; on H200 &lt;b&gt;bold&lt;/b&gt;: "
                       "1 recipe(s), ranked by tokens/s per GPU</qt>"));

    LayoutDiffModel diff;
    diff.setRecipes(bundledRecipe(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), recipe);
    checkToolTips(diff, "LayoutDiffModel");
    QVERIFY(displayed(diff).contains(QStringLiteral("H200 ") + Bold));
    QVERIFY(displayed(diff).contains(Image));

    CommandFlagModel flags;
    flags.setRecipe(recipe);
    checkToolTips(flags, "CommandFlagModel");
    QVERIFY(displayed(flags).contains(Image));

    ProblemListModel problems;
    problems.setProblems({Problem{copyPath(), 3, 1, Problem::Severity::Error, Bold + Link}});
    checkToolTips(problems, "ProblemListModel");
    QCOMPARE(problems.index(0, 0).data().toString(), copyPath() + QStringLiteral(":3:1 ") + Bold + Link);
}

void TestHostileText::rankingHeadline()
{
    MainWindow window;
    window.show();
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    window.openPaths({m_dir.path()});
    QVERIFY(!finished.isEmpty() || finished.wait(10000));
    QCOMPARE(window.store()->recipes().size(), 1);
    const auto model = hostile().model();
    window.showGroup(model, {});
    auto *headline = WindowParts::rankingPage(window)->findChild<QLabel *>(QStringLiteral("headline"));
    auto *subtitle = WindowParts::rankingPage(window)->findChild<QLabel *>(QStringLiteral("subtitle"));
    QVERIFY(headline && subtitle);
    QCOMPARE(shown(headline), QStringLiteral("Training ") + model);
    QVERIFY2(shown(subtitle).contains(QStringLiteral("8,192-token ") + Bold + QStringLiteral(" rows")), qPrintable(shown(subtitle)));
    window.showGroup(model, hostile().gpuType());
    QCOMPARE(shown(headline), QStringLiteral("Training ") + model + QStringLiteral(" on H200 ") + Bold);
    // The recipe's page is a view that renders markup on purpose; everything else shows text.
    window.showRecipe(copyPath());
    QTRY_VERIFY(WindowParts::recipePage(window)->hasRecipe() && !WindowParts::recipePage(window)->recipe().isSummary());
    // Its editor's tab: the '&' of the name shown, not taken for a shortcut.
    auto editing = window.editors()->edit(copyPath());
    QTRY_VERIFY(editing.isFinished());
    QVERIFY(editing.result());
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(tabs->indexOf(editing.result())), QStringLiteral("<img src=\"x.png\"> %2 &&x.yaml"));
    const auto found = markupRead(&window);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestHostileText::problemsOfAFile()
{
    // An invalid file whose name holds markup: its problems list it by that name.
    auto bytes = readFile(copyPath());
    bytes.replace("  count: 8\n", "  count: eight\n");
    QVERIFY(writeFile(copyPath(), bytes));
    MainWindow window;
    window.show();
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    window.openPaths({m_dir.path()});
    QVERIFY(!finished.isEmpty() || finished.wait(10000));
    QTRY_VERIFY(WindowParts::problems(window)->model()->rowCount() > 0);
    QVERIFY(WindowParts::problems(window)->model()->index(0, 0).data().toString().contains(FileName));
    QVERIFY(WindowParts::problems(window)->model()->index(0, 0).data(Qt::ToolTipRole).toString().contains(FileName.toHtmlEscaped()));
    const auto found = markupRead(&window);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestHostileText::diffTitle()
{
    const auto recipe = hostile();
    DiffView view;
    view.setRecipes(bundledRecipe(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), recipe);
    const auto labels = view.findChildren<QLabel *>();
    const auto title = std::find_if(labels.cbegin(), labels.cend(), [](const QLabel *l) { return shown(l).startsWith(u'A'); });
    QVERIFY(title != labels.cend());
    QCOMPARE(shown(*title),
             QStringLiteral("A attune-tp4-pp2-mt16k · TP4 PP2 on 8 x H200    B <img src=\"x.png\"> %2 &x · TP4 PP2 "
                            "<b>bold</b> on 8 x H200 <b>bold</b>"));
    const auto found = markupRead(&view);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestHostileText::editor()
{
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(copyPath(), nullptr, &error));
    QVERIFY2(page, qPrintable(error));
    page->show();
    auto *summary = page->findChild<QLabel *>(QStringLiteral("editorSummary"));
    QVERIFY(summary);
    QVERIFY2(shown(summary).startsWith(copyPath()), qPrintable(shown(summary)));
    QCOMPARE(shown(summary->toolTip(), Qt::AutoText), copyPath());
    // The environment's table: each name and value whole in its tooltip.
    auto *env = qobject_cast<KeyValueTable *>(page->form()->row(*YamlPath::parse(QStringLiteral("env")))->editor());
    QVERIFY(env);
    QStringList tips;
    for (const auto *view : env->findChildren<QAbstractItemView *>())
        for (int row = 0; row < view->model()->rowCount(); ++row)
            for (int column = 0; column < 2; ++column)
                tips << shown(view->model()->index(row, column).data(Qt::ToolTipRole).toString(), Qt::AutoText);
    QVERIFY2(tips.contains(Bold) && tips.contains(Image) && tips.contains(Link), qPrintable(tips.join(u'\n')));
    // The file changes on disk: the banner names it.
    auto bytes = readFile(copyPath());
    bytes.replace("  count: 8\n", "  count: 16\n");
    QVERIFY(writeFile(copyPath(), bytes));
    QTRY_VERIFY(page->banner()->isVisible());
    QVERIFY2(shown(page->banner()->text(), page->banner()->textFormat()).contains(FileName), qPrintable(page->banner()->text()));
    const auto found = markupRead(page.get());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestHostileText::messageBoxes()
{
    // The revert question and the close prompt name the file.
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(copyPath(), nullptr, &error));
    QVERIFY2(page, qPrintable(error));
    auto *model = page->form()->row(*YamlPath::parse(QStringLiteral("model")))->editor();
    QVERIFY(qobject_cast<QLineEdit *>(model));
    QTest::keyClicks(model, QStringLiteral("!"));
    QVERIFY(page->isModified());
    for (const auto &ask : std::initializer_list<std::function<void()>>{[&page] { page->revert(); }, [&page] { page->maybeClose(); }}) {
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        whenModal(this, [&text, &format](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            text = box->text();
            format = box->textFormat();
            box->button(QMessageBox::Cancel)->click();
        });
        ask();
        QTRY_VERIFY(!text.isEmpty());
        QVERIFY2(text.contains(FileName), qPrintable(text));
        QCOMPARE(format, Qt::PlainText);
        QVERIFY(page->isModified());
    }
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestHostileText test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostiletext.moc"
