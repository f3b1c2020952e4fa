// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema documents every field the published recipes use, with a title and a
// description for each, and validates the published files cleanly.
#include "recipe/recipeschema.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

class TestRecipeSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPublishedFieldIsDocumented();
    void everyFieldHasTitleAndDescription();
    void descriptions();
    void enums();
    void everyTitleTranslatable();
};

namespace {
void collect(const YAML::Node &node, const QString &path, QSet<QString> &paths)
{
    if (node.IsMap()) {
        for (const auto &member : node) {
            const auto key = QString::fromStdString(member.first.Scalar());
            const auto child = path.isEmpty() ? key : path + u'.' + key;
            paths.insert(child);
            if (path != QLatin1String("env") && path != QLatin1String("stack"))
                collect(member.second, child, paths);
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            collect(item, path, paths);
    }
}
// Every "title" value anywhere in a schema file.
void titles(const YAML::Node &node, QSet<QString> &found)
{
    if (node.IsMap()) {
        for (const auto &member : node) {
            if (member.first.Scalar() == "title" && member.second.IsScalar())
                found.insert(QString::fromStdString(member.second.Scalar()));
            titles(member.second, found);
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            titles(item, found);
    }
}
} // namespace

void TestRecipeSchema::everyPublishedFieldIsDocumented()
{
    QSet<QString> used;
    QDirIterator it(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes"), {QStringLiteral("*.yaml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        collect(YAML::Load(file.readAll().toStdString()), {}, used);
        ++files;
    }
    QCOMPARE(files, 7);
    const auto documented = RecipeSchema::instance().fieldPaths();
    QStringList missing;
    for (const auto &path : used)
        if (!path.startsWith(QLatin1String("env.")) && !path.startsWith(QLatin1String("stack."))
            && !documented.contains(path))
            missing << path;
    missing.sort();
    QCOMPARE(missing, QStringList());
    QVERIFY(used.size() > 100);
}

void TestRecipeSchema::everyFieldHasTitleAndDescription()
{
    const auto &schema = RecipeSchema::instance();
    QStringList bare;
    for (const auto &path : schema.fieldPaths())
        if (schema.title(path).isEmpty() || schema.description(path).isEmpty())
            bare << path;
    QCOMPARE(bare, QStringList());
}

void TestRecipeSchema::descriptions()
{
    const auto &schema = RecipeSchema::instance();
    QCOMPARE(schema.title(QStringLiteral("result.tokens_per_s_per_gpu")), QStringLiteral("Tokens/s per GPU"));
    QCOMPARE(schema.title(QStringLiteral("layout.tp")), QStringLiteral("TP"));
    QVERIFY(schema.description(QStringLiteral("layout.tp")).contains(QLatin1String("--tensor-model-parallel-size")));
    QCOMPARE(schema.title(QStringLiteral("correctness.component_tests[3].gpu")), QStringLiteral("GPU"));
    QCOMPARE(schema.title(QStringLiteral("no.such.field")), QString());
}

void TestRecipeSchema::enums()
{
    const auto &schema = RecipeSchema::instance();
    QCOMPARE(schema.allowedValues(QStringLiteral("status")),
             QStringList({QStringLiteral("verified"), QStringLiteral("unverified"), QStringLiteral("draft"),
                          QStringLiteral("deprecated")}));
    QCOMPARE(schema.allowedValues(QStringLiteral("layout.dispatcher")),
             QStringList({QStringLiteral("alltoall"), QStringLiteral("allgather"), QStringLiteral("flex"),
                          QStringLiteral("deepep")}));
}

QTEST_GUILESS_MAIN(TestRecipeSchema)
#include "tst_recipeschema.moc"

void TestRecipeSchema::everyTitleTranslatable()
{
    QSet<QString> found;
    QDirIterator files(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/resources/schema"), {QStringLiteral("*.yaml")});
    while (files.hasNext())
        titles(YAML::LoadFile(files.next().toStdString()), found);
    QVERIFY(found.size() > 100);
    const auto listed = RecipeSchema::translatableTitles();
    const QSet<QString> known(listed.cbegin(), listed.cend());
    QCOMPARE(found - known, QSet<QString>());
    QCOMPARE(known - found, QSet<QString>());
}
