// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A value the editor's form changes may be shared through an anchor: before anything
// changes, the author is told every other place that reads it, and chooses.
#include "editor/recipeeditsession.h"
#include "editorpage.h"
#include "fieldrow.h"
#include "numberspinbox.h"
#include "recipeform.h"
#include "testutils.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QTest>

namespace {

const auto Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
const auto Rate = QStringLiteral("result.tokens_per_s_per_gpu");

QMessageBox *question(EditorPage *page)
{
    auto *box = page->findChild<QMessageBox *>(QStringLiteral("sharedValueQuestion"));
    return box && box->isVisible() ? box : nullptr;
}

QAbstractButton *buttonNamed(QMessageBox *box, const QString &text)
{
    for (auto *button : box->buttons())
        if (button->text().remove(u'&') == text)
            return button;
    return nullptr;
}

} // namespace

class TestEditorSharedValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void namedBeforeTheChange();
    void changeAllFollowsTheAliases();
    void cancelChangesNothing();

private:
    std::unique_ptr<EditorPage> openShared();
    void typeDigit(EditorPage *page, Qt::Key key);

    std::unique_ptr<TestUtils::BundledCopy> m_copy;
    QByteArray m_before;
};

void TestEditorSharedValues::init()
{
    m_copy = std::make_unique<TestUtils::BundledCopy>();
    QVERIFY(m_copy->isValid());
    auto bytes = TestUtils::readFile(m_copy->filePath(Qwen));
    QVERIFY(bytes.contains("  tokens_per_s_per_gpu: 2200.16\n"));
    bytes.replace("  tokens_per_s_per_gpu: 2200.16\n", "  tokens_per_s_per_gpu: &rate 2200.16\n");
    bytes += "x_rate_copy: *rate\n";
    m_before = bytes;
    QVERIFY(TestUtils::writeFile(m_copy->filePath(Qwen), bytes));
}

std::unique_ptr<EditorPage> TestEditorSharedValues::openShared()
{
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(m_copy->filePath(Qwen), nullptr, &error));
    if (!page)
        qWarning("%s", qPrintable(error));
    return page;
}

void TestEditorSharedValues::typeDigit(EditorPage *page, Qt::Key key)
{
    auto *row = page->form()->row(YamlPath::parse(Rate).value());
    QVERIFY(row);
    auto *spin = qobject_cast<NumberSpinBox *>(row->editor());
    QVERIFY(spin);
    QTest::keyClick(spin, Qt::Key_End);
    QTest::keyClick(spin, key);
}

void TestEditorSharedValues::namedBeforeTheChange()
{
    auto page = openShared();
    QVERIFY(page);
    page->show();
    typeDigit(page.get(), Qt::Key_7);
    QTRY_VERIFY(question(page.get()));
    // The other place is named, and nothing has changed yet.
    QVERIFY2(question(page.get())->text().contains(QLatin1String("x_rate_copy")), qPrintable(question(page.get())->text()));
    QVERIFY(question(page.get())->text().contains(Rate));
    QCOMPARE(page->session()->document().bytes(), m_before);
    QCOMPARE(page->session()->undoStack()->count(), 0);
}

void TestEditorSharedValues::changeAllFollowsTheAliases()
{
    auto page = openShared();
    QVERIFY(page);
    page->show();
    typeDigit(page.get(), Qt::Key_7);
    QTRY_VERIFY(question(page.get()));
    auto *changeAll = buttonNamed(question(page.get()), QStringLiteral("Change All"));
    QVERIFY(changeAll);
    changeAll->click();
    // The anchored value changed in its place; the alias stays an alias and reads it.
    const auto bytes = page->session()->document().bytes();
    QVERIFY2(bytes.contains("  tokens_per_s_per_gpu: &rate 2200.167\n"), bytes.constData());
    QVERIFY(bytes.endsWith("x_rate_copy: *rate\n"));
    QCOMPARE(page->session()->tree().find(YamlPath::parse(QStringLiteral("x_rate_copy")).value())->scalar.text, QStringLiteral("2200.167"));
    QCOMPARE(page->session()->undoStack()->count(), 1);
    // Typing on in the same field is not asked again.
    typeDigit(page.get(), Qt::Key_1);
    QVERIFY(!question(page.get()));
    QVERIFY(page->session()->document().bytes().contains("  tokens_per_s_per_gpu: &rate 2200.1671\n"));
}

void TestEditorSharedValues::cancelChangesNothing()
{
    auto page = openShared();
    QVERIFY(page);
    page->show();
    typeDigit(page.get(), Qt::Key_7);
    QTRY_VERIFY(question(page.get()));
    auto *cancel = question(page.get())->button(QMessageBox::Cancel);
    QVERIFY(cancel);
    cancel->click();
    QCOMPARE(page->session()->document().bytes(), m_before);
    QCOMPARE(page->session()->undoStack()->count(), 0);
    // The field shows the file's value again.
    auto *spin = qobject_cast<NumberSpinBox *>(page->form()->row(YamlPath::parse(Rate).value())->editor());
    QCOMPARE(spin->value(), 2200.16);
}

QTEST_MAIN(TestEditorSharedValues)
#include "tst_editorsharedvalues.moc"
