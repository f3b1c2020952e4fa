// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A recipe open for editing: one undo step per change (typing in a field merges),
// undo back to the bytes as read, saving, and the file changed on disk meanwhile.
#include "editor/recipeeditsession.h"
#include "testutils.h"

#include <QSignalSpy>
#include <QTest>

namespace {
YamlPath path(const QString &text)
{
    return YamlPath::parse(text).value();
}

} // namespace

class TestRecipeEditSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void undoToTheBytesAsRead();
    void typingMergesIntoOneStep();
    void saveAndModified();
    void changedOnDisk();
    void savedElsewhereWhileEditing();
};

void TestRecipeEditSession::undoToTheBytesAsRead()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto original = TestUtils::readFile(file);
    QString error;
    auto session = RecipeEditSession::open(file, &error);
    QVERIFY2(session, qPrintable(error));
    QVERIFY(session->apply(RecipeEdit::set(path(QStringLiteral("result.tokens_per_s_per_gpu")), YamlScalar::number(2300)), &error));
    QVERIFY(session->apply(
        RecipeEdit::insert(path(QStringLiteral("layout.recompute.granularity")), YamlTree::of(YamlScalar::string(QStringLiteral("full")))),
        &error));
    QVERIFY(session->apply(RecipeEdit::insert(path(QStringLiteral("correctness.component_tests[1]")),
                                              *session->document().tree().find(path(QStringLiteral("correctness.component_tests[0]")))),
                           &error));
    QVERIFY(session->apply(RecipeEdit::move(path(QStringLiteral("env.NCCL_NVLS_ENABLE")), 0), &error));
    QCOMPARE(session->undoStack()->count(), 4);
    QVERIFY(session->isModified());
    QVERIFY(session->differsFromSaved(path(QStringLiteral("result.tokens_per_s_per_gpu"))));
    QVERIFY(!session->differsFromSaved(path(QStringLiteral("layout.tp"))));
    QCOMPARE(session->savedValue(path(QStringLiteral("result.tokens_per_s_per_gpu")))->scalar, YamlScalar::number(2200.16));
    // A refused edit is no step.
    QVERIFY(!session->apply(RecipeEdit::set(path(QStringLiteral("layout")), YamlScalar::integer(1)), &error));
    QCOMPARE(session->undoStack()->count(), 4);
    while (session->undoStack()->canUndo())
        session->undoStack()->undo();
    QCOMPARE(session->document().bytes(), original);
    QVERIFY(!session->isModified());
    // And redo gives the edits back.
    while (session->undoStack()->canRedo())
        session->undoStack()->redo();
    QVERIFY(session->document().bytes().contains("  tokens_per_s_per_gpu: 2300\n"));
    QCOMPARE(session->document().tree().find(path(QStringLiteral("env")))->entries.first().first, QStringLiteral("NCCL_NVLS_ENABLE"));
}

void TestRecipeEditSession::typingMergesIntoOneStep()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    const auto original = TestUtils::readFile(file);
    auto session = RecipeEditSession::open(file);
    const auto name = path(QStringLiteral("author.name"));
    // "A", "AT", "ATT", "ATTU" typed into the field: one step.
    for (const auto *text : {"A", "AT", "ATT", "ATTU"})
        QVERIFY(session->apply(RecipeEdit::set(name, YamlScalar::string(QString::fromLatin1(text))), nullptr, name.toString()));
    QCOMPARE(session->undoStack()->count(), 1);
    // Another field is another step.
    QVERIFY(
        session->apply(RecipeEdit::set(path(QStringLiteral("layout.tp")), YamlScalar::integer(2)), nullptr, QStringLiteral("layout.tp")));
    QCOMPARE(session->undoStack()->count(), 2);
    session->undoStack()->undo();
    QVERIFY(session->document().bytes().contains("  name: ATTU\n"));
    session->undoStack()->undo();
    QCOMPARE(session->document().bytes(), original);
}

void TestRecipeEditSession::saveAndModified()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto original = TestUtils::readFile(file);
    auto session = RecipeEditSession::open(file);
    QSignalSpy modified(session.get(), &RecipeEditSession::modifiedChanged);
    QVERIFY(session->apply(RecipeEdit::set(path(QStringLiteral("result.tokens_per_s_per_gpu")), YamlScalar::number(2300))));
    QCOMPARE(modified.size(), 1);
    QCOMPARE(modified.last().first().toBool(), true);
    QString error;
    QVERIFY2(session->save(false, &error), qPrintable(error));
    QCOMPARE(modified.last().first().toBool(), false);
    QVERIFY(!session->isModified());
    // Exactly one line of the file changed.
    const auto saved = TestUtils::readFile(file);
    QCOMPARE(saved.count('\n'), original.count('\n'));
    auto expected = original;
    expected.replace("tokens_per_s_per_gpu: 2200.16", "tokens_per_s_per_gpu: 2300");
    QCOMPARE(saved, expected);
    QVERIFY(!session->differsFromSaved(path(QStringLiteral("result.tokens_per_s_per_gpu"))));
    // Undo after a save: modified again, back to what was read.
    session->undoStack()->undo();
    QVERIFY(session->isModified());
    QCOMPARE(session->document().bytes(), original);
}

void TestRecipeEditSession::changedOnDisk()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    auto session = RecipeEditSession::open(file);
    QVERIFY(session->apply(RecipeEdit::set(path(QStringLiteral("layout.tp")), YamlScalar::integer(2))));
    auto other = TestUtils::readFile(file);
    other.replace("status: verified", "status: draft");
    QVERIFY(TestUtils::writeFile(file, other));
    QVERIFY(session->changedOnDisk());
    QString error;
    QVERIFY(!session->save(false, &error));
    QVERIFY(error.contains(QLatin1String("changed on disk")));
    QCOMPARE(TestUtils::readFile(file), other);
    // Reload: the disk's bytes, no edits, nothing to undo.
    QVERIFY(session->reload(&error));
    QCOMPARE(session->document().bytes(), other);
    QVERIFY(!session->isModified());
    QCOMPARE(session->undoStack()->count(), 0);
}

void TestRecipeEditSession::savedElsewhereWhileEditing()
{
    // The editor saves a copy of the file on a worker thread: an edit made meanwhile
    // stays unsaved, and only it.
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto original = TestUtils::readFile(file);
    auto session = RecipeEditSession::open(file);
    const auto tokens = path(QStringLiteral("result.tokens_per_s_per_gpu"));
    const auto tp = path(QStringLiteral("layout.tp"));
    QVERIFY(session->apply(RecipeEdit::set(tokens, YamlScalar::number(2300))));
    auto written = session->file();
    QVERIFY(session->apply(RecipeEdit::set(tp, YamlScalar::integer(2))));
    QString error;
    QVERIFY2(written.save(false, &error), qPrintable(error));
    QSignalSpy saved(session.get(), &RecipeEditSession::saved);
    session->takeSaved(written);
    QCOMPARE(saved.size(), 1);
    auto expected = original;
    expected.replace("tokens_per_s_per_gpu: 2200.16", "tokens_per_s_per_gpu: 2300");
    QCOMPARE(TestUtils::readFile(file), expected);
    QCOMPARE(session->savedBytes(), expected);
    QVERIFY(session->isModified());
    QVERIFY(session->differsFromSaved(tp));
    QVERIFY(!session->differsFromSaved(tokens));
    QCOMPARE(session->savedValue(tp)->scalar, YamlScalar::integer(4));
    // Undoing the later edit gives the saved bytes: nothing unsaved.
    session->undoStack()->undo();
    QVERIFY(!session->isModified());
    // The session knows the file it wrote: saving again sees no change on disk.
    QVERIFY(!session->changedOnDisk());
    QVERIFY(session->apply(RecipeEdit::set(tp, YamlScalar::integer(8))));
    QVERIFY2(session->save(false, &error), qPrintable(error));
    QVERIFY(TestUtils::readFile(file).contains("\n  tp: 8\n"));
    QVERIFY(!session->isModified());
}

QTEST_GUILESS_MAIN(TestRecipeEditSession)
#include "tst_recipeeditsession.moc"
