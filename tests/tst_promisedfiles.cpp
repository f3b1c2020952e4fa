// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the README and the user guide promise of the files the program keeps and
// writes, seen from outside it: which recipe files a load opens (inotify) with the
// cache, after File > Clear Cache and with --no-cache (the real program, whose cache
// file is then neither made, opened nor changed); the offer to restore edits a killed
// window kept aside, accepted and declined; and set --force, which writes over a change
// another program made after set read the file, where set alone refuses.
#include "editor/recipeeditsession.h"
#include "editorpage.h"
#include "editortabs.h"
#include "fieldrow.h"
#include "mainwindow.h"
#include "recipe/recipeautosave.h"
#include "recipe/recipestore.h"
#include "recipeform.h"
#include "testutils.h"
#include "windowdriver.h"
#include "windowparts.h"

#include <yaml-cpp/yaml.h>

#include <QAbstractButton>
#include <QApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cerrno>
#include <cstring>
#include <functional>

#include <fcntl.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
const auto Qwen = u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s;
const auto Typed = u"Killed Before Saving"_s;

// The files opened below a folder from the moment this is made (by any process),
// told by inotify: how a reader of the folder sees which files a load reads.
class FileOpens
{
public:
    explicit FileOpens(const QString &folder) : m_fd(::inotify_init1(IN_NONBLOCK | IN_CLOEXEC))
    {
        QStringList folders{folder};
        QDirIterator it(folder, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            folders << it.next();
        for (const auto &f : std::as_const(folders))
            m_folders.insert(::inotify_add_watch(m_fd, QFile::encodeName(f).constData(), IN_OPEN), f);
    }
    ~FileOpens() { ::close(m_fd); }
    bool isValid() const { return m_fd >= 0 && !m_folders.contains(-1); }

    // The files opened since the last call, each once, sorted.
    QStringList take()
    {
        QSet<QString> opened;
        alignas(inotify_event) char buffer[64 * 1024];
        for (ssize_t length; (length = ::read(m_fd, buffer, sizeof buffer)) > 0;)
            for (char *at = buffer; at < buffer + length;) {
                const auto *event = reinterpret_cast<const inotify_event *>(at);
                if (event->len > 0 && !(event->mask & IN_ISDIR))
                    opened.insert(m_folders.value(event->wd) + u'/' + QFile::decodeName(event->name));
                at += sizeof(inotify_event) + event->len;
            }
        auto list = opened.values();
        list.sort();
        return list;
    }

private:
    int m_fd;
    QHash<int, QString> m_folders;
};

// Runs what is asked and waits for the window's store to end the load it starts.
bool loaded(MainWindow &window, const std::function<void()> &start)
{
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    start();
    return !finished.isEmpty() || finished.wait(20000);
}

// The real program's window, started with these arguments and XDG folders below home:
// what its --self-test prints once the recipes are loaded (on standard output).
QString selfTest(const QString &home, const QStringList &arguments)
{
    QProcess program;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    for (const auto *kind : {"CACHE", "CONFIG", "DATA"})
        env.insert(u"XDG_%1_HOME"_s.arg(QLatin1String(kind)), home + u'/' + QString::fromLatin1(kind).toLower());
    program.setProcessEnvironment(env);
    program.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), QStringList{u"--self-test"_s} + arguments);
    if (!program.waitForFinished(60000))
        program.kill();
    return QString::fromUtf8(program.readAllStandardOutput());
}

// The copies of unsaved edits this program's instances keep aside whole: those with
// the recipe's path beside them, not a copy still being written (whose new bytes are
// in a file of its own until renamed over it).
QByteArrayList keptCopies()
{
    const QDir folder(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/stalefiles/"_s
                      + QCoreApplication::applicationName());
    QByteArrayList copies;
    for (const auto &name : folder.entryList(QDir::Files))
        if (folder.exists(name + u".recipe"_s))
            copies << TestUtils::readFile(folder.filePath(name));
    return copies;
}

// The child of offerToRestore(): the window edits the model's name of a recipe in its
// editor, says so once the edit is kept aside, and waits to be killed.
int editAndWait(const QString &file)
{
    MainWindow window;
    window.show();
    auto opening = window.editors()->edit(file);
    if (!QTest::qWaitFor([&opening] { return opening.isFinished(); }, 20000) || !opening.result())
        return 1;
    auto *model = qobject_cast<QLineEdit *>(opening.result()->form()->row(*YamlPath::parse(u"model"_s))->editor());
    if (!model)
        return 1;
    model->selectAll();
    QTest::keyClicks(model, Typed);
    const bool kept = QTest::qWaitFor(
        [] {
            const auto copies = keptCopies();
            return std::any_of(copies.cbegin(), copies.cend(), [](const QByteArray &c) { return c.contains(Typed.toUtf8()); });
        },
        20000);
    if (!kept)
        return 1;
    fputs("kept\n", stdout);
    fflush(stdout);
    return QCoreApplication::exec();
}
} // namespace

class TestPromisedFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void clearCache();
    void noCacheInTheWindow();
    void offerToRestore_data();
    void offerToRestore();
    void setForce_data();
    void setForce();
};

void TestPromisedFiles::init()
{
    for (const auto &copy : RecipeAutosave::stale())
        RecipeAutosave::discardStale(copy);
}

void TestPromisedFiles::clearCache()
{
    // "File > Clear Cache empties it": the next load reads every recipe file again,
    // where a load from the cache reads none.
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto files = RecipeFiles::find({copy.path()}).size();
    QCOMPARE(files, TestUtils::bundledFiles().size());
    FileOpens opens(copy.path());
    QVERIFY(opens.isValid());
    auto shown = WindowDriver::openOn({copy.path()});
    QVERIFY(shown);
    auto &window = *shown;
    QCOMPARE(opens.take().size(), files); // a first load reads them all
    auto *reload = WindowParts::menuAction(window, {u"File"_s, u"Reload"_s});
    auto *clear = WindowParts::menuAction(window, {u"File"_s, u"Clear Cache"_s});
    QVERIFY(reload && clear);
    QVERIFY(loaded(window, [&] { reload->trigger(); }));
    QCOMPARE(opens.take(), QStringList()); // from the cache
    QVERIFY(loaded(window, [&] { clear->trigger(); }));
    QCOMPARE(window.statusBar()->currentMessage(), u"Cache cleared; reading every recipe file again"_s);
    QCOMPARE(opens.take().size(), files);
    QCOMPARE(window.store()->recipes().size(), files);
    // What they read is kept again.
    QVERIFY(loaded(window, [&] { reload->trigger(); }));
    QCOMPARE(opens.take(), QStringList());
}

void TestPromisedFiles::noCacheInTheWindow()
{
    // "--no-cache reads every file": the real program's window reads every recipe, and
    // makes, opens and changes no cache file ($XDG_CACHE_HOME/OpenRecipes/recipe-explorer).
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto files = TestUtils::bundledFiles().size();
    QTemporaryDir home;
    QVERIFY(QDir().mkpath(home.filePath(u"cache/OpenRecipes/recipe-explorer"_s)));
    const auto cacheFolder = home.filePath(u"cache/OpenRecipes/recipe-explorer"_s);
    const auto cacheFile = cacheFolder + u"/recipes.sqlite"_s;
    FileOpens recipeOpens(copy.path());
    FileOpens cacheOpens(cacheFolder);
    QVERIFY(recipeOpens.isValid() && cacheOpens.isValid());
    const auto summary = u"%1 recipes, 0 problems\n"_s.arg(files);

    QCOMPARE(selfTest(home.path(), {u"--no-cache"_s, copy.path()}), summary);
    QCOMPARE(recipeOpens.take().size(), files);
    QCOMPARE(QDir(cacheFolder).entryList(QDir::Files), QStringList());
    QCOMPARE(cacheOpens.take(), QStringList());

    // Without it, a start makes the cache and the next reads no recipe file.
    QCOMPARE(selfTest(home.path(), {copy.path()}), summary);
    QVERIFY(QFileInfo(cacheFile).size() > 0);
    recipeOpens.take();
    QCOMPARE(selfTest(home.path(), {copy.path()}), summary);
    QCOMPARE(recipeOpens.take(), QStringList());
    QVERIFY(cacheOpens.take().contains(cacheFile));

    const auto cached = TestUtils::readFile(cacheFile);
    const auto cachedAt = QFileInfo(cacheFile).lastModified();
    cacheOpens.take(); // this test's own read
    QCOMPARE(selfTest(home.path(), {u"--no-cache"_s, copy.path()}), summary);
    QCOMPARE(recipeOpens.take().size(), files);
    QCOMPARE(cacheOpens.take(), QStringList());
    QCOMPARE(TestUtils::readFile(cacheFile), cached);
    QCOMPARE(QFileInfo(cacheFile).lastModified(), cachedAt);
}

void TestPromisedFiles::offerToRestore_data()
{
    QTest::addColumn<bool>("accept");
    QTest::addRow("restore") << true;
    QTest::addRow("discard") << false;
}

void TestPromisedFiles::offerToRestore()
{
    // "after a crash or a kill the next start offers to restore them": a window killed
    // with an unsaved edit leaves a copy aside; the next start asks, naming the file;
    // Restore shows the edit again, unsaved, and Discard deletes the copy.
    QFETCH(bool, accept);
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto file = copy.filePath(Qwen);
    const auto original = TestUtils::readFile(file);
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {u"--edit-and-wait"_s, file});
    QVERIFY(child.waitForReadyRead(60000));
    QCOMPARE(child.readLine(), QByteArrayLiteral("kept\n"));
    child.kill();
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(TestUtils::readFile(file), original);
    const auto left = RecipeAutosave::stale(file);
    QCOMPARE(left.size(), 1);

    // The next start: the window, then the offer, as the program starts them.
    auto shown = WindowDriver::openOn({copy.path()});
    QVERIFY(shown);
    auto &window = *shown;
    QString asked;
    WindowDriver::withNextDialog([accept, &asked](QDialog *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        QVERIFY(box);
        asked = box->text();
        for (auto *button : box->buttons())
            if (accept ? button->text() == u"&Restore"_s : box->buttonRole(button) == QMessageBox::DestructiveRole)
                button->click();
    });
    window.editors()->offerRestore();
    QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 10000);
    QVERIFY2(asked.contains(file), qPrintable(asked));
    if (!accept) {
        QCOMPARE(RecipeAutosave::stale(file).size(), 0);
        // The copy and the recipe's path beside it.
        for (const auto *suffix : {"", ".recipe"})
            QVERIFY2(!QFile::exists(left.first().copyPath + QLatin1String(suffix)), suffix);
        QCOMPARE(window.editors()->editors().size(), 0);
        QCOMPARE(TestUtils::readFile(file), original);
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(window.editors()->current() && window.editors()->current()->isModified(), 10000);
    auto *editor = window.editors()->current();
    QCOMPARE(editor->path(), file);
    QCOMPARE(qobject_cast<QLineEdit *>(editor->form()->row(*YamlPath::parse(u"model"_s))->editor())->text(), Typed);
    QCOMPARE(window.windowTitle(), u"attune-tp4-pp2-mt16k.yaml*"_s);
    QCOMPARE(TestUtils::readFile(file), original);   // restored, not saved
    QCOMPARE(RecipeAutosave::stale(file).size(), 0); // this instance's now
    editor->session()->undoStack()->undo();
    QVERIFY(!editor->isModified());
    QVERIFY(window.close());
}

void TestPromisedFiles::setForce_data()
{
    QTest::addColumn<bool>("force");
    QTest::addRow("without --force") << false;
    QTest::addRow("with --force") << true;
}

void TestPromisedFiles::setForce()
{
    // "the save is ... refused when the file changed on disk since it was read, unless
    // --force": set reads the recipe, then waits for its text from a FIFO while another
    // program changes the recipe.
    QFETCH(bool, force);
    QTemporaryDir dir;
    const auto recipe = dir.filePath(u"r.yaml"_s);
    const auto text = dir.filePath(u"run.sh"_s);
    const auto original = TestUtils::readFile(TestUtils::bundledPath(Qwen));
    QVERIFY(TestUtils::writeFile(recipe, original));
    QVERIFY2(::mkfifo(QFile::encodeName(text).constData(), 0600) == 0, std::strerror(errno));
    QProcess set;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CACHE_HOME"_s, dir.filePath(u"cache"_s));
    // A UTF-8 locale whatever the caller's: Qt warns of any other on stderr, which is compared whole.
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    set.setProcessEnvironment(env);
    set.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE),
              QStringList{u"set"_s, recipe, u"run=@"_s + text} + (force ? QStringList{u"--force"_s} : QStringList()));
    // Opening the FIFO for writing succeeds once set opens it to read: after the recipe.
    int fifo = -1;
    QVERIFY(QTest::qWaitFor([&] { return (fifo = ::open(QFile::encodeName(text).constData(), O_WRONLY | O_NONBLOCK)) >= 0; }, 30000));
    auto changed = original;
    changed.replace("notes: |\n", "notes: |\n  - Changed by another program while set ran.\n");
    QVERIFY(changed != original);
    QVERIFY(TestUtils::writeFile(recipe, changed));
    const QByteArray run = "torchrun --nproc-per-node 8 train.py\n";
    QCOMPARE(::write(fifo, run.constData(), size_t(run.size())), ssize_t(run.size()));
    ::close(fifo);
    QVERIFY(set.waitForFinished(30000));
    const auto err = QString::fromUtf8(set.readAllStandardError());
    const auto after = TestUtils::readFile(recipe);
    if (!force) {
        QCOMPARE(set.exitCode(), 1);
        QCOMPARE(
            err,
            u"recipe-explorer set: %1 was changed on disk since it was read; not saved (save again with force to overwrite it)\n"_s.arg(
                recipe));
        QCOMPARE(after, changed);
        return;
    }
    QCOMPARE(err, QString());
    QCOMPARE(set.exitCode(), 0);
    // The other program's change is written over; the rest is the file as set read it.
    const auto written = YAML::Load(after.toStdString());
    const auto read = YAML::Load(original.toStdString());
    QCOMPARE(written["run"].as<std::string>(), run.toStdString());
    QCOMPARE(written["notes"].as<std::string>(), read["notes"].as<std::string>());
    QCOMPARE(after.left(after.indexOf("\nrun: |")), original.left(original.indexOf("\nrun: |")));
}

int main(int argc, char *argv[])
{
    // Settings, cache and the copies of unsaved edits in folders of this run (and its
    // children) only.
    const TestUtils::RunFolder home("PROMISED_FILES_HOME");
    const auto base = home.path();
    for (const char *kind : {"CACHE", "CONFIG", "DATA"}) {
        const QByteArray name = QByteArray("XDG_") + kind + "_HOME";
        qputenv(name.constData(), QByteArray(base + '/' + QByteArray(kind).toLower()));
    }
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"OpenRecipes"_s);
    QCoreApplication::setApplicationName(u"recipe-explorer-promised-files"_s);
    if (argc == 3 && std::strcmp(argv[1], "--edit-and-wait") == 0)
        return editAndWait(QString::fromLocal8Bit(argv[2]));
    TestPromisedFiles test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_promisedfiles.moc"
