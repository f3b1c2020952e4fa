// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// review names changes as they are: a rename only where git diff -M finds one (git
// itself is the judge, run on the same commits) and the recipe still describes the
// same model on the same GPU type; and a Markdown review of a branch that changes 300
// recipes fits a pull-request comment, keeping its summary and every new error.
#include "gitrepo.h"
#include "programrun.h"
#include "repository/gitsimilarity.h"
#include "testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const auto Template = u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s;

// The template recipe describing another model on another GPU type.
QByteArray recipeOf(const QString &model, const QString &gpu, const QByteArray &memory)
{
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(Template));
    bytes.replace("model: Qwen3-32B\n", QByteArray("model: " + model.toUtf8() + '\n'));
    bytes.replace("  type: H200\n", QByteArray("  type: " + gpu.toUtf8() + '\n'));
    bytes.replace("  memory_gb: 141\n", QByteArray("  memory_gb: " + memory + '\n'));
    return bytes;
}

// Notes of its own for a recipe: 150 lines of words no other seed gives, so that two
// recipes of one template differ in most of their bytes, as recipes of a real
// collection do in their notes and commands.
QByteArray notesOf(quint32 seed)
{
    QByteArray notes = "notes: |\n";
    for (int line = 0; line < 150; ++line) {
        notes += "  -";
        for (int word = 0; word < 12; ++word) {
            seed = seed * 1664525u + 1013904223u;
            notes += " w" + QByteArray::number(seed >> 8, 36);
        }
        notes += '\n';
    }
    return notes;
}

QByteArray withNotes(QByteArray bytes, quint32 seed)
{
    bytes.truncate(bytes.indexOf("notes: |\n"));
    return bytes + notesOf(seed);
}

QString field(const QByteArray &bytes, const char *pattern)
{
    const auto match =
        QRegularExpression(QString::fromLatin1(pattern), QRegularExpression::MultilineOption).match(QString::fromUtf8(bytes));
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

} // namespace

class TestReviewNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid() && m_git.isValid());
        m_repository = m_dir.filePath(u"repo"_s);
        QVERIFY(m_git.makeRepository(m_repository));
        const auto kimi = u"recipes/kimi-k3-32b/mi300x/"_s;
        QVERIFY(QDir().mkpath(m_repository + u'/' + kimi));
        // Each its own: files alike byte for byte would be paired by chance.
        for (const auto *n : {"37", "38", "39", "40", "41", "42"})
            QVERIFY(TestUtils::writeFile(m_repository + u'/' + kimi + u"gen-0000"_s + QLatin1String(n) + u".yaml"_s,
                                         withNotes(recipeOf(u"Kimi-K3-32B"_s, u"MI300X"_s, "192"), quint32(QByteArray(n).toUInt()))));
        QVERIFY(m_git.git(m_repository, {u"add"_s, u"-A"_s}) && m_git.git(m_repository, {u"commit"_s, u"-qm"_s, u"kimi"_s}));

        // A deletion beside an unrelated addition of the same template.
        QVERIFY(m_git.git(m_repository, {u"rm"_s, u"-q"_s, kimi + u"gen-000037.yaml"_s}));
        QVERIFY(QDir().mkpath(m_repository + u"/recipes/glm-5-8b/mi300x"_s));
        QVERIFY(TestUtils::writeFile(m_repository + u"/recipes/glm-5-8b/mi300x/attune-new-layout.yaml"_s,
                                     withNotes(recipeOf(u"GLM-5-8B"_s, u"MI300X"_s, "192"), 1000)));
        // What git calls a rename, of a recipe that now names another model on another GPU.
        QVERIFY(m_git.git(m_repository, {u"rm"_s, u"-q"_s, kimi + u"gen-000038.yaml"_s}));
        QVERIFY(QDir().mkpath(m_repository + u"/recipes/kimi-k3-397b/h100"_s));
        QVERIFY(TestUtils::writeFile(m_repository + u"/recipes/kimi-k3-397b/h100/gen-000038.yaml"_s,
                                     withNotes(recipeOf(u"Kimi-K3-397B"_s, u"H100"_s, "80"), 38)));
        // A rename; a rename with an edit; a copy with an edit.
        QVERIFY(m_git.git(m_repository, {u"mv"_s, kimi + u"gen-000039.yaml"_s, kimi + u"renamed-000039.yaml"_s}));
        QVERIFY(m_git.git(m_repository, {u"mv"_s, kimi + u"gen-000040.yaml"_s, kimi + u"renamed-000040.yaml"_s}));
        QCOMPARE(
            TestUtils::runProgram({u"set"_s, m_repository + u'/' + kimi + u"renamed-000040.yaml"_s, u"result.step_time_cv_percent=0.5"_s})
                .exitCode,
            0);
        QVERIFY(QFile::copy(m_repository + u'/' + kimi + u"gen-000041.yaml"_s, m_repository + u'/' + kimi + u"copy-000041.yaml"_s));
        QCOMPARE(TestUtils::runProgram({u"set"_s, m_repository + u'/' + kimi + u"copy-000041.yaml"_s, u"result.runs=2"_s}).exitCode, 0);
        // The same recipe indented by four spaces a level: every indented line's bytes differ,
        // so git finds no rename (libgit2's own measure, blind to whitespace, does).
        const auto indented = m_repository + u'/' + kimi + u"gen-000042.yaml"_s;
        auto reindented = TestUtils::readFile(indented);
        reindented.replace("\n  ", "\n    ").replace("\n      ", "\n        ");
        QVERIFY(m_git.git(m_repository, {u"rm"_s, u"-q"_s, kimi + u"gen-000042.yaml"_s}));
        QVERIFY(TestUtils::writeFile(m_repository + u'/' + kimi + u"indented-000042.yaml"_s, reindented));
        QVERIFY(m_git.git(m_repository, {u"add"_s, u"-A"_s}) && m_git.git(m_repository, {u"commit"_s, u"-qm"_s, u"changes"_s}));
    }

    // Each change as git diff --name-status -M names it, but a rename whose model or GPU
    // type differs is a deletion and an addition.
    void namesAsGitDoes()
    {
        QByteArray listed;
        QVERIFY(m_git.git(m_repository, {u"diff"_s, u"--name-status"_s, u"-M"_s, u"HEAD~1"_s, u"HEAD"_s, u"--"_s, u"recipes"_s}, &listed));
        QStringList expected;
        for (const auto &line : listed.split('\n')) {
            const auto parts = QString::fromUtf8(line).split(u'\t');
            const auto status = parts.first().left(1);
            if (status != u"R"_s) {
                expected << status + u' ' + parts.at(1);
                continue;
            }
            QByteArray before, after;
            QVERIFY(m_git.git(m_repository, {u"show"_s, u"HEAD~1:"_s + parts.at(1)}, &before));
            QVERIFY(m_git.git(m_repository, {u"show"_s, u"HEAD:"_s + parts.at(2)}, &after));
            const bool same = field(before, "^model: (.*)$") == field(after, "^model: (.*)$")
                && field(before, "^  type: (.*)$") == field(after, "^  type: (.*)$");
            if (same)
                expected << u"R "_s + parts.at(1) + u" -> "_s + parts.at(2);
            else
                expected << u"D "_s + parts.at(1) << u"A "_s + parts.at(2);
        }
        expected.sort();
        // git's own verdicts, as this test knows them from how it made the commits.
        QVERIFY2(expected.contains(u"D recipes/kimi-k3-32b/mi300x/gen-000037.yaml"_s), qPrintable(expected.join(u'\n')));
        QVERIFY2(expected.contains(u"A recipes/kimi-k3-397b/h100/gen-000038.yaml"_s), qPrintable(expected.join(u'\n')));
        QVERIFY2(listed.contains("R100\trecipes/kimi-k3-32b/mi300x/gen-000039.yaml"), listed.constData());
        QVERIFY2(expected.contains(u"D recipes/kimi-k3-32b/mi300x/gen-000042.yaml"_s), qPrintable(expected.join(u'\n')));
        // git calls the Kimi-K3-32B recipe that became a Kimi-K3-397B one on H100 a rename: the program does not.
        QVERIFY2(QRegularExpression(u"(^|\n)R\\d+\trecipes/kimi-k3-32b/mi300x/gen-000038.yaml\trecipes/kimi-k3-397b/h100/gen-000038.yaml"_s)
                     .match(QString::fromUtf8(listed))
                     .hasMatch(),
                 listed.constData());

        const auto run = TestUtils::runProgram({u"review"_s, u"HEAD~1"_s, u"HEAD"_s, u"--format"_s, u"json"_s}, m_repository);
        QCOMPARE(run.exitCode, 0);
        QStringList named;
        for (const auto &value : QJsonDocument::fromJson(run.out).array()) {
            const auto entry = value.toObject();
            const auto status = entry.value(u"status"_s).toString();
            const auto base = entry.value(u"base_file"_s).toString();
            const auto head = entry.value(u"head_file"_s).toString();
            named << (status == u"R"_s ? QString(u"R "_s + base + u" -> "_s + head)
                                       : QString(status + u' ' + (head.isEmpty() ? base : head)));
        }
        named.sort();
        QCOMPARE(named, expected);

        // The summary counts each kind; a deleted recipe's row says what its ranking loses.
        const auto text = TestUtils::runProgram({u"review"_s, u"HEAD~1"_s, u"HEAD"_s}, m_repository);
        QVERIFY2(text.out.startsWith("9 recipes changed between HEAD~1 and HEAD: 4 added, 3 deleted, 2 renamed, 0 modified;"),
                 text.out.constData());
        QVERIFY2(text.out.contains("the ranking of Kimi-K3-32B on MI300X loses its #"), text.out.constData());
    }

    // The measure itself: git's numbers for files whose spans are known.
    void similarity()
    {
        QByteArray a;
        for (int i = 0; i < 10; ++i)
            a += "line " + QByteArray::number(i) + '\n'; // 7 bytes a line, each its own span
        auto b = a;
        b.replace("line 9\n", "LINE 9\n");
        QCOMPARE(GitSimilarity::score(a, b), 90);                      // 63 of 70 bytes kept
        QCOMPARE(GitSimilarity::score(a, QByteArray(a + a)), 50);      // 70 of 140: git's bound, met
        QCOMPARE(GitSimilarity::score(a, QByteArray(a + a + "x")), 0); // past the size bound: not compared
        auto crlf = a;
        crlf.replace("\n", "\r\n");
        QCOMPARE(GitSimilarity::score(a, crlf), 87); // CRs left out of the spans, not of the size: 70 of 80
    }

    // 300 recipes changed, three with a new error: the Markdown fits 65,536 characters.
    void markdownFitsAComment()
    {
        const auto folder = m_dir.filePath(u"many"_s);
        QVERIFY(m_git.makeRepository(folder));
        const auto base = TestUtils::readFile(TestUtils::bundledPath(Template));
        auto path = [&](int i) { return folder + u"/recipes/gen-%1/h200/run.yaml"_s.arg(i, 3, 10, QChar(u'0')); };
        for (int i = 0; i < 300; ++i) {
            QVERIFY(QDir().mkpath(QFileInfo(path(i)).path()));
            QVERIFY(TestUtils::writeFile(
                path(i), QByteArray(base).replace("model: Qwen3-32B\n", QByteArray("model: Gen-" + QByteArray::number(i) + "-32B\n"))));
        }
        QVERIFY(m_git.git(folder, {u"add"_s, u"-A"_s}) && m_git.git(folder, {u"commit"_s, u"-qm"_s, u"generated"_s}));
        for (int i = 0; i < 300; ++i) {
            // Faster by i tenths of a percent, cost and MFU worked out to agree.
            const double tokens = 2200.16 * (1 + i / 1000.0);
            auto bytes = TestUtils::readFile(path(i));
            bytes.replace("tokens_per_s_per_gpu: 2200.16\n",
                          QByteArray("tokens_per_s_per_gpu: " + QByteArray::number(tokens, 'f', 2) + '\n'));
            bytes.replace("usd_per_million_tokens: 1.0\n",
                          QByteArray("usd_per_million_tokens: " + QByteArray::number(7.91e6 / (tokens * 3600), 'f', 4) + '\n'));
            bytes.replace("  mfu: 0.4269\n",
                          QByteArray("  mfu: " + QByteArray::number(6 * 31983534080.0 * tokens / 989.4e12, 'f', 4) + '\n'));
            if (i % 100 == 7)
                bytes.replace("  label: TP4 PP2\n", "  label: TP8 PP2\n"); // a new error: the label disagrees with tp
            QVERIFY(TestUtils::writeFile(path(i), bytes));
        }
        QVERIFY(m_git.git(folder, {u"commit"_s, u"-qam"_s, u"faster"_s}));
        const auto whole =
            TestUtils::runProgram({u"review"_s, u"HEAD~1"_s, u"HEAD"_s, u"--format"_s, u"markdown"_s, u"--max-length"_s, u"0"_s}, folder);
        QVERIFY2(QString::fromUtf8(whole.out).size() > 65536, "the whole review must not fit, or nothing is tested");
        const auto run = TestUtils::runProgram({u"review"_s, u"HEAD~1"_s, u"HEAD"_s, u"--format"_s, u"markdown"_s}, folder);
        QCOMPARE(run.exitCode, 0);
        const auto out = QString::fromUtf8(run.out);
        QVERIFY2(out.size() <= 65536, qPrintable(QString::number(out.size())));
        QVERIFY(out.contains(
            u"300 recipes changed between HEAD\\~1 and HEAD:&#8203; 0 added, 0 deleted, 0 renamed, 300 modified; 3 new findings"_s));
        for (const int i : {7, 107, 207})
            QVERIFY2(out.contains(u"- recipes/gen-%1/h200/run.yaml: new error at 55:&#8203;10:&#8203; the label says TP8"_s.arg(
                         i, 3, 10, QChar(u'0'))),
                     qPrintable(out.left(3000)));
        const auto last = out.trimmed().split(u'\n').last();
        QVERIFY2(last.startsWith(u"_Left out to fit 65536 characters: "_s), qPrintable(last));
        // The largest moves first: the details of the fastest change (gen-299, +29.9%) are in,
        // those of the smallest (gen-000, none) are not, and the last line names it.
        QVERIFY(out.contains(u"<details><summary>recipes/gen-299/h200/run.yaml</summary>"_s));
        QVERIFY(!out.contains(u"<details><summary>recipes/gen-000/h200/run.yaml</summary>"_s));
        QVERIFY2(last.contains(u"recipes/gen-000/h200/run.yaml"_s) || last.contains(u" more)"_s), qPrintable(last));
        // A bound that is no number is refused.
        QCOMPARE(TestUtils::runProgram({u"review"_s, u"HEAD~1"_s, u"--max-length"_s, u"lots"_s}, folder).exitCode, 2);
    }

private:
    GitRepo m_git;
    QTemporaryDir m_dir;
    QString m_repository;
};

QTEST_GUILESS_MAIN(TestReviewNames)
#include "tst_reviewnames.moc"
