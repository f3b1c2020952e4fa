// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// CSV and TSV of recipe text a spreadsheet would run as a formula (rank --format csv,
// Export Table, copied rows): such a cell is written as text, with a leading ', while
// a number, negative or not, stays a number.
#include "analysis/tablewriter.h"
#include "programrun.h"
#include "testutils.h"

#include <QStandardItemModel>
#include <QTest>

using namespace Qt::StringLiterals;

class TestHostileCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cells_data();
    void cells();
    void numbersByType();
    void rankCsv();
};

void TestHostileCsv::cells_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("tsv");
    QTest::addRow("hyperlink") << u"=HYPERLINK(\"http://x\",\"y\")"_s << u"\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""_s
                               << u"'=HYPERLINK(\"http://x\",\"y\")"_s;
    QTest::addRow("at") << u"@SUM(1)"_s << u"'@SUM(1)"_s << u"'@SUM(1)"_s;
    QTest::addRow("plus") << u"+1+1"_s << u"'+1+1"_s << u"'+1+1"_s;
    QTest::addRow("minus") << u"-2+3"_s << u"'-2+3"_s << u"'-2+3"_s;
    QTest::addRow("dde") << u"-cmd|' /C calc'!A0"_s << u"'-cmd|' /C calc'!A0"_s << u"'-cmd|' /C calc'!A0"_s;
    QTest::addRow("tab") << u"\t=1"_s << u"'\t=1"_s << u"' =1"_s;
    QTest::addRow("cr") << u"\r=1"_s << u"\"'\r=1\""_s << u"' =1"_s;
    QTest::addRow("dash") << u"-"_s << u"'-"_s << u"'-"_s;
    QTest::addRow("negative number") << u"-1.5"_s << u"-1.5"_s << u"-1.5"_s;
    QTest::addRow("signed number") << u"+2"_s << u"+2"_s << u"+2"_s;
    QTest::addRow("exponent") << u"-1.5e-3"_s << u"-1.5e-3"_s << u"-1.5e-3"_s;
    QTest::addRow("text inside") << u"a=b"_s << u"a=b"_s << u"a=b"_s;
}

void TestHostileCsv::cells()
{
    QFETCH(QString, cell);
    QFETCH(QString, csv);
    QFETCH(QString, tsv);
    const QStringList headers = {u"a"_s, u"b"_s};
    const QList<QStringList> rows = {{cell, u"1"_s}};
    QCOMPARE(TableWriter::write(TableWriter::Format::Csv, headers, rows), u"a,b\r\n"_s + csv + u",1\r\n"_s);
    QCOMPARE(TableWriter::write(TableWriter::Format::Tsv, headers, rows), u"a\tb\n"_s + tsv + u"\t1\n"_s);
}

void TestHostileCsv::numbersByType()
{
    // A model's cells: numbers by their type, whatever their first character.
    QStandardItemModel model(1, 4);
    model.setHorizontalHeaderLabels({u"value"_s, u"integer"_s, u"text"_s, u"formula"_s});
    model.setData(model.index(0, 0), -1.5);
    model.setData(model.index(0, 1), -42);
    model.setData(model.index(0, 2), u"-1.5"_s);
    model.setData(model.index(0, 3), u"-1.5+A1"_s);
    QCOMPARE(TableWriter::writeModel(TableWriter::Format::Csv, &model, {0}, {0, 1, 2, 3}),
             u"value,integer,text,formula\r\n-1.5,-42,-1.5,'-1.5+A1\r\n"_s);
    QCOMPARE(TableWriter::writeModel(TableWriter::Format::Tsv, &model, {0}, {0, 1, 2, 3}),
             u"value\tinteger\ttext\tformula\n-1.5\t-42\t-1.5\t'-1.5+A1\n"_s);
}

void TestHostileCsv::rankCsv()
{
    const auto run = TestUtils::runProgram({u"rank"_s, u"--no-cache"_s, u"--format"_s, u"csv"_s, u"tests/data/hostile/csv-formulas"_s});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    const auto lines = QString::fromUtf8(run.out).split(u"\r\n"_s);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), u"rank,model,gpu,gpus,tokens_per_s_per_gpu,usd_per_million_tokens,mfu,layout,measured,author,file"_s);
    QCOMPARE(lines.at(1),
             u"1,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'@SUM(1),8,2200.16,1,0.4269,'+1+1,2026-10-18,'-2+3,"
             "tests/data/hostile/csv-formulas/recipe.yaml"_s);
    QCOMPARE(lines.at(2), QString());
}

QTEST_GUILESS_MAIN(TestHostileCsv)
#include "tst_hostilecsv.moc"
