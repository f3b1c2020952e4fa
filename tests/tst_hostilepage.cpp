// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A recipe page shows an untrusted recipe: no path it names is ever opened (its notes'
// images and raw HTML, its model name, its author link), and only web links open,
// after their whole address has been shown.
#include "analysis/linkpolicy.h"
#include "analysis/recipeoverview.h"
#include "noteshtml.h"
#include "recipepageview.h"
#include "testutils.h"

#include <QDesktopServices>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

// Watches a FIFO for a reader while it lives: every open of it is heard of (inotify's
// IN_OPEN, however briefly it stays open), and a reader that waits for a writer is let
// go (opening the writing end without waiting succeeds only while somebody has the
// reading end open; the reader then reads the end of the file).
class FifoWatch
{
public:
    explicit FifoWatch(const QString &path)
        : m_path(QFile::encodeName(path)), m_opens(::inotify_init1(IN_CLOEXEC)), m_thread([this] { watch(); })
    {
        if (m_opens < 0 || ::inotify_add_watch(m_opens, m_path.constData(), IN_OPEN) < 0)
            qFatal("cannot watch %s: %s", m_path.constData(), std::strerror(errno));
    }
    ~FifoWatch()
    {
        stop();
        ::close(m_opens);
    }
    bool readerSeen()
    {
        stop();
        pollfd opened{m_opens, POLLIN, 0};
        return m_seen || ::poll(&opened, 1, 0) > 0;
    }

private:
    void watch()
    {
        while (!m_stop) {
            if (const int fd = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK); fd >= 0) {
                m_seen = true;
                ::close(fd);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
    void stop()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }

    QByteArray m_path;
    int m_opens = -1;
    std::atomic_bool m_stop = false;
    std::atomic_bool m_seen = false;
    std::thread m_thread;
};

// Takes the links the page hands to the desktop, in place of the desktop.
class Desktop : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> opened;

public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }
};

// The hostile recipe, its paths pointing at a FIFO made in `folder`.
QString plantHostileRecipe(const QString &folder, QString *fifo)
{
    *fifo = folder + QStringLiteral("/fifo");
    if (::mkfifo(QFile::encodeName(*fifo).constData(), 0600) != 0)
        return {};
    auto text = TestUtils::readFile(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hostile/resource-paths.yaml"));
    text.replace("@FIFO@", QFile::encodeName(*fifo));
    QDir(folder).mkpath(QStringLiteral("recipes"));
    const auto path = folder + QStringLiteral("/recipes/hostile.yaml");
    return TestUtils::writeFile(path, text) ? path : QString();
}

} // namespace

class TestHostilePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linkPolicy_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("opens");
        QTest::addRow("https") << u"https://arxiv.org/abs/2610.17528"_s << u"https://arxiv.org/abs/2610.17528"_s;
        QTest::addRow("http") << u"http://example.org/a?b=c"_s << u"http://example.org/a?b=c"_s;
        QTest::addRow("doi") << u"doi:10.48550/arXiv.2610.17528"_s << u"https://doi.org/10.48550/arXiv.2610.17528"_s;
        QTest::addRow("doi, not one") << u"doi:/etc/passwd"_s << QString();
        QTest::addRow("file") << u"file:///etc/passwd"_s << QString();
        QTest::addRow("smb") << u"smb://host/share"_s << QString();
        QTest::addRow("relative") << u"../../private/notes.txt"_s << QString();
        QTest::addRow("absolute path") << u"/tmp/fifo"_s << QString();
        QTest::addRow("no host") << u"https:relative/path"_s << QString();
        QTest::addRow("javascript") << u"javascript:alert(1)"_s << QString();
        QTest::addRow("internal scheme") << u"recipe:/etc/passwd"_s << QString();
        QTest::addRow("empty") << QString() << QString();
    }

    void linkPolicy()
    {
        QFETCH(QString, target);
        QFETCH(QString, opens);
        QCOMPARE(LinkPolicy::openable(target).toString(), opens);
    }

    void notesNameNoResourceAndLinkOnlyTheWeb()
    {
        const auto html =
            NotesHtml::fromMarkdown(u"- A diagram: ![diagram](/tmp/fifo) and raw HTML <img src=\"/dev/zero\">\n"
                                    "- [arXiv 2610.17528](file:///tmp/fifo), [a share](smb://host/share), "
                                    "[a relative path](../private/notes.txt)\n"
                                    "- [The paper](https://arxiv.org/abs/2610.17528), [its DOI](doi:10.48550/arXiv.2610.17528)\n"_s);
        QVERIFY2(!html.contains(u"<img"_s), qPrintable(html));
        QVERIFY2(!html.contains(u"src=\""_s), qPrintable(html));
        // Raw HTML is text; an image is its alt text and its path; a link that may not open is its text and its target.
        QVERIFY2(html.contains(u"&lt;img src=&quot;/dev/zero&quot;&gt;"_s), qPrintable(html));
        QVERIFY2(html.contains(u"diagram (/tmp/fifo)"_s), qPrintable(html));
        QVERIFY2(html.contains(u"arXiv 2610.17528 (file:///tmp/fifo)"_s), qPrintable(html));
        QVERIFY2(html.contains(u"a share (smb://host/share)"_s), qPrintable(html));
        QVERIFY2(html.contains(u"a relative path (../private/notes.txt)"_s), qPrintable(html));
        // The only links left are the web's.
        QStringList hrefs;
        for (const auto &match : QRegularExpression(u"href=\"([^\"]*)\""_s).globalMatch(html))
            hrefs << match.captured(1);
        QCOMPARE(hrefs, (QStringList{u"https://arxiv.org/abs/2610.17528"_s, u"https://doi.org/10.48550/arXiv.2610.17528"_s}));
    }

    void pageOpensNoPath()
    {
        QTemporaryDir dir;
        QString fifo;
        const auto path = plantHostileRecipe(dir.path(), &fifo);
        QVERIFY(!path.isEmpty());
        auto loaded = RecipeLoader::loadFile(path);
        QVERIFY(loaded.recipe);
        RecipePageView view;
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        FifoWatch watch(fifo);
        view.setRecipe(*loaded.recipe, {}, {});
        view.grab();
        QCoreApplication::processEvents();
        QVERIFY2(!watch.readerSeen(), "the page opened the FIFO a recipe named");
        // What the recipe named is shown as the text it is.
        const auto text = view.overviewText();
        QVERIFY2(text.contains(u"Qwen3-32B <img src=\""_s + fifo + u"\">"_s), qPrintable(text));
        QVERIFY2(text.contains(u"(file://"_s + fifo + u')'), qPrintable(text));
        QVERIFY2(text.contains(u"<img src=\"/dev/zero\">"_s), qPrintable(text));
    }

    void windowShowsTheRecipeAndOpensNoPath()
    {
        QTemporaryDir dir;
        QString fifo;
        const auto path = plantHostileRecipe(dir.path(), &fifo);
        QVERIFY(!path.isEmpty());
        QProcess program;
        auto environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"XDG_CONFIG_HOME"_s, dir.path() + u"/config"_s);
        environment.insert(u"XDG_CACHE_HOME"_s, dir.path() + u"/cache"_s);
        program.setProcessEnvironment(environment);
        FifoWatch watch(fifo);
        program.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE),
                      {u"--self-test"_s, u"--no-cache"_s, dir.path() + u"/recipes"_s, u"--show"_s, path});
        QVERIFY(program.waitForFinished(60000));
        QVERIFY2(!watch.readerSeen(), "the window opened the FIFO a recipe named");
        QCOMPARE(program.exitCode(), 0);
        QCOMPARE(program.readAllStandardOutput(), QByteArray("1 recipes, 0 problems\n"));
    }

    void percentSignsStayAsWritten()
    {
        // Recipe text is put into a sentence in one step: a "%2" in it is not filled in by a later number.
        QTemporaryDir dir;
        auto text = TestUtils::readFile(TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s));
        text.replace("model: Qwen3-32B\n", "model: Qwen %2 %1\n");
        text.replace("  type: H200\n", "  type: H%1\n");
        const auto path = dir.filePath(u"percent.yaml"_s);
        QVERIFY(TestUtils::writeFile(path, text));
        const auto recipe = RecipeLoader::loadFile(path).recipe;
        QVERIFY(recipe);
        QVERIFY2(RecipeOverview::bibtex(*recipe).contains(u"{{Qwen %2 %1 on 8 x H%1: TP4 PP2}}"_s),
                 qPrintable(RecipeOverview::bibtex(*recipe)));
        RecipePageView view;
        view.setRecipe(*recipe, {}, {});
        const auto overview = view.overviewText();
        QVERIFY2(overview.contains(u"Qwen %2 %1 · percent"_s), qPrintable(overview));
        QVERIFY2(overview.contains(u"H%1 · 8 GPUs · this page"_s), qPrintable(overview));
    }

    void linksOpenOnlyOnTheWeb()
    {
        Desktop desktop;
        const QStringList schemes{u"file"_s, u"smb"_s, u"http"_s, u"https"_s, u"doi"_s, u"javascript"_s};
        for (const auto &scheme : schemes)
            QDesktopServices::setUrlHandler(scheme, &desktop, "open");
        RecipePageView view;
        view.setRecipe(TestUtils::bundledRecipe(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s), {}, {});
        auto *overview = view.findChild<QTextBrowser *>(u"overview"_s);
        QVERIFY(overview);
        for (const auto &target : {u"file:///etc/passwd"_s, u"smb://host/share"_s, u"../../private/notes.txt"_s, u"javascript:alert(1)"_s,
                                   u"https://arxiv.org/abs/2610.17528"_s, u"doi:10.48550/arXiv.2610.17528"_s})
            Q_EMIT overview->anchorClicked(QUrl(target));
        for (const auto &scheme : schemes)
            QDesktopServices::unsetUrlHandler(scheme);
        QCOMPARE(desktop.opened,
                 (QList<QUrl>{QUrl(u"https://arxiv.org/abs/2610.17528"_s), QUrl(u"https://doi.org/10.48550/arXiv.2610.17528"_s)}));
    }

    void hoverShowsTheWholeAddress()
    {
        RecipePageView view;
        view.setRecipe(TestUtils::bundledRecipe(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s), {}, {});
        auto *overview = view.findChild<QTextBrowser *>(u"overview"_s);
        QVERIFY(overview);
        QSignalSpy status(&view, &RecipePageView::statusMessage);
        Q_EMIT overview->highlighted(QUrl(u"https://arxiv.org/abs/2610.17528"_s));
        Q_EMIT overview->highlighted(QUrl(u"file:///etc/passwd"_s));
        QCOMPARE(status.size(), 2);
        QCOMPARE(status.at(0).at(0).toString(), u"Opens https://arxiv.org/abs/2610.17528"_s);
        QCOMPARE(status.at(1).at(0).toString(), QString());
    }
};

QTEST_MAIN(TestHostilePage)
#include "tst_hostilepage.moc"
