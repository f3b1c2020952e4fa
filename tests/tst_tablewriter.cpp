// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/tablewriter.h"
#include "itemmodels/recipetablemodel.h"
#include "testutils.h"

#include <QTest>

class TestTableWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formats_data();
    void formats();
    void modelRoles();
};

void TestTableWriter::formats_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("expected");
    QTest::addRow("table") << int(TableWriter::Format::Table) << "rank  layout\n  #1  TP2, \"PP4\"\n #10  a|b\n";
    QTest::addRow("csv") << int(TableWriter::Format::Csv) << "rank,layout\r\n#1,\"TP2, \"\"PP4\"\"\"\r\n#10,a|b\r\n";
    QTest::addRow("tsv") << int(TableWriter::Format::Tsv) << "rank\tlayout\n#1\tTP2, \"PP4\"\n#10\ta|b\n";
    QTest::addRow("markdown") << int(TableWriter::Format::Markdown)
                              << "| rank | layout |\n|---:|---|\n| #1 | TP2, \"PP4\" |\n| #10 | a\\|b |\n";
    QTest::addRow("json") << int(TableWriter::Format::Json)
                          << "[\n    {\n        \"layout\": \"TP2, \\\"PP4\\\"\",\n        \"rank\": \"#1\"\n    },\n"
                             "    {\n        \"layout\": \"a|b\",\n        \"rank\": \"#10\"\n    }\n]\n";
}

void TestTableWriter::formats()
{
    QFETCH(int, format);
    QFETCH(QString, expected);
    const auto text = TableWriter::write(
        TableWriter::Format(format), {QStringLiteral("rank"), QStringLiteral("layout")},
        {{QStringLiteral("#1"), QStringLiteral("TP2, \"PP4\"")}, {QStringLiteral("#10"), QStringLiteral("a|b")}}, {true, false});
    QCOMPARE(text, expected);
}

void TestTableWriter::modelRoles()
{
    // What `recipe-explorer rank` writes: the table model's keys and typed values.
    RecipeTableModel model;
    model.setRecipes(TestUtils::bundledRecipes());
    const QList<int> columns = {RecipeTableModel::Rank, RecipeTableModel::TokensPerSecondPerGpu, RecipeTableModel::Mfu,
                                RecipeTableModel::StepTimeCv};
    const int row = model.rowOfFile(TestUtils::bundledPath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")));
    QCOMPARE(TableWriter::writeModel(TableWriter::Format::Csv, &model, {row}, columns, RecipeTableModel::PlainTextRole,
                                     RecipeTableModel::ColumnKeyRole),
             QStringLiteral("rank,tokens_per_s_per_gpu,mfu,step_time_cv_percent\r\n1,545.32,0.054,1.14\r\n"));
    QCOMPARE(TableWriter::writeModel(TableWriter::Format::Table, &model, {row}, columns, RecipeTableModel::RecordedTextRole),
             QStringLiteral(" #  Tokens/s per GPU   MFU  Step-time CV\n#1            545.32  5.4%         1.14%\n"));
    const auto json = TableWriter::writeModel(TableWriter::Format::Json, &model, {row}, columns, RecipeTableModel::ValueRole,
                                              RecipeTableModel::ColumnKeyRole);
    QVERIFY2(json.contains(QLatin1String("\"rank\": 1,")) && json.contains(QLatin1String("\"tokens_per_s_per_gpu\": 545.32\n"))
                 && json.contains(QLatin1String("\"mfu\": 0.054,")),
             qPrintable(json));
}

QTEST_GUILESS_MAIN(TestTableWriter)
#include "tst_tablewriter.moc"
