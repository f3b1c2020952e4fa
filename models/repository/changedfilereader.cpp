// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/changedfilereader.h"

#include "analysis/fieldchanges.h"
#include "analysis/pricetable.h"
#include "analysis/recipelint.h"
#include "repository/gitrepository.h"

#include <QFileInfo>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

namespace {

QString folderOf(const QString &displayPath)
{
    return QFileInfo(displayPath).absolutePath();
}

// A file of the work tree as a blob would hold it: its bytes and their blob id, or why
// they do not read (as the loader says it).
RevisionRecipes::File workTreeFile(const RecipeFiles::Entry &entry)
{
    const auto contents = RecipeFiles::read(entry.path, RecipeLoader::MaxFileBytes);
    RevisionRecipes::File file{entry.displayPath, {}, contents.bytes, std::nullopt, false};
    if (!contents.why.isEmpty() || contents.state.size > RecipeLoader::MaxFileBytes)
        file.problem = RecipeLoader::loadContents(contents, entry.displayPath).problems.value(0);
    else
        file.blobId = GitRepository::blobId(contents.bytes);
    return file;
}

} // namespace

ChangedFileReader::ChangedFileReader(const QStringList &paths)
    : m_paths(paths), m_stampOf(RecipeLint::checkerStamp(PriceTable::defaults(), {}))
{
    for (const auto &path : paths)
        if (const auto folder = folderOf(path); !m_configs.contains(folder))
            m_configs.insert(folder, LintConfig::forFile(QFileInfo(path).absoluteFilePath()));
}

std::optional<QList<ReviewedFile>> ChangedFileReader::atRevision(const QString &revision, QString *why)
{
    ProblemList unused;
    const auto files = RevisionRecipes::read(m_paths, revision, &unused, why, [this](const auto &listed) { return !take(listed); });
    return files ? std::optional(complete(*files)) : std::nullopt;
}

QList<ReviewedFile> ChangedFileReader::inWorkTree()
{
    ProblemList unused;
    QList<RevisionRecipes::File> files;
    for (const auto &entry : RecipeFiles::find(m_paths, &unused)) {
        files.append(workTreeFile(entry));
        files.last().unread = take(files.last());
    }
    return complete(files);
}

bool ChangedFileReader::take(const RevisionRecipes::File &listed)
{
    if (listed.blobId.isEmpty() || listed.problem)
        return false;
    const auto found = m_cache.findAnalyses({{listed.blobId, stampOf(listed.displayPath)}}).value(0);
    auto reviewed = found ? ReviewedFile::decode(*found, listed.displayPath) : std::nullopt;
    if (reviewed)
        m_taken.insert(listed.displayPath, std::move(*reviewed));
    return reviewed.has_value();
}

QList<ReviewedFile> ChangedFileReader::complete(const QList<RevisionRecipes::File> &files)
{
    QList<RevisionRecipes::File> toParse;
    for (const auto &file : files)
        if (!file.unread)
            toParse.append(file);
    // A pool of its own: the global one is reading the summaries meanwhile.
    QThreadPool pool;
    const auto parsed = QtConcurrent::blockingMapped<QList<ReviewedFile>>(&pool, toParse, [this](const auto &file) { return parse(file); });
    QList<std::pair<RecipeBlobCache::Analysis, QByteArray>> toKeep;
    for (qsizetype i = 0; i < toParse.size(); ++i) {
        if (!toParse.at(i).blobId.isEmpty() && !toParse.at(i).problem)
            toKeep.append({{toParse.at(i).blobId, stampOf(toParse.at(i).displayPath)}, parsed.at(i).encode()});
        m_taken.insert(parsed.at(i).displayPath, parsed.at(i));
    }
    m_cache.storeAnalyses(toKeep);
    QList<ReviewedFile> read;
    for (const auto &file : files)
        if (const auto found = m_taken.constFind(file.displayPath); found != m_taken.cend())
            read.append(*found);
    return read;
}

QByteArray ChangedFileReader::stampOf(const QString &displayPath)
{
    const auto folder = folderOf(displayPath);
    auto found = m_stamps.constFind(folder);
    if (found == m_stamps.cend())
        found = m_stamps.insert(folder, m_stampOf(folder));
    return *found;
}

ReviewedFile ChangedFileReader::parse(const RevisionRecipes::File &file) const
{
    ReviewedFile reviewed{file.displayPath, {}, {}};
    if (file.problem)
        reviewed.result.problems.append(*file.problem);
    else
        reviewed.result =
            RecipeLoader::loadBytes(file.bytes, file.displayPath, RecipeLoader::Read::Whole,
                                    [&reviewed](const ParsedYaml &document) { reviewed.values = FieldChanges::valuesOf(document); });
    if (reviewed.result.recipe)
        reviewed.result.problems +=
            RecipeLint::check(*reviewed.result.recipe, PriceTable::defaults(), m_configs.value(folderOf(file.displayPath)));
    return reviewed;
}
