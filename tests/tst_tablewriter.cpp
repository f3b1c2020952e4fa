#include "tablewriter.h"

#include <QTest>

class TestTableWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formats_data();
    void formats();
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
}

void TestTableWriter::formats()
{
    QFETCH(int, format);
    QFETCH(QString, expected);
    const auto text = TableWriter::write(TableWriter::Format(format), {QStringLiteral("rank"), QStringLiteral("layout")},
                                         {{QStringLiteral("#1"), QStringLiteral("TP2, \"PP4\"")},
                                          {QStringLiteral("#10"), QStringLiteral("a|b")}},
                                         {true, false});
    QCOMPARE(text, expected);
}

QTEST_GUILESS_MAIN(TestTableWriter)
#include "tst_tablewriter.moc"
