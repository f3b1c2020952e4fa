// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"
#include "recipe/recipefiles.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

class ParsedYaml;
class YamlLocations;

struct RecipeLoadResult
{
    std::optional<Recipe> recipe; // set when the file has no errors (warnings allowed)
    ProblemList problems;
};

// Reads one recipe file: checks its bytes, parses it with yaml-cpp, validates it
// against the schema and fills a Recipe. Never throws; every fault becomes a
// problem with the file, line and column of the node at fault. Thread-safe.
class RecipeLoader
{
public:
    static constexpr qint64 MaxFileBytes = 1024 * 1024;
    static constexpr int SupportedSchemaVersion = 1;

    // What a loaded recipe holds: the whole recipe, with its source and the position
    // of every node (Recipe::location()), which pages and the editor need; or what
    // Recipe::summary() keeps, read without building the rest, which is all a ranking
    // or a table needs. Either way every value is checked as it is read, so the same
    // files load and the problems are the same, at the same positions.
    enum class Read { Whole, Summary };

    // displayPath names the file in problems and in Recipe::filePath(); the real path
    // when empty. known: what RecipeFiles::find() said of the path (see RecipeFiles::read).
    // alsoRead: handed the parsed document of a recipe that loaded (its structure
    // checked), for what walks every value of a file that is read anyway.
    using DocumentReader = std::function<void(const ParsedYaml &)>;
    static RecipeLoadResult loadFile(const QString &path, const QString &displayPath = {}, Read read = Read::Whole,
                                     RecipeFiles::Known known = RecipeFiles::Known::Nothing, const DocumentReader &alsoRead = {});
    static RecipeLoadResult loadBytes(const QByteArray &bytes, const QString &displayPath, Read read = Read::Whole,
                                      const DocumentReader &alsoRead = {});
    // What RecipeFiles::read() gave of a file: why it did not read, or its bytes loaded.
    static RecipeLoadResult loadContents(const RecipeFiles::Contents &contents, const QString &displayPath, Read read = Read::Whole,
                                         const DocumentReader &alsoRead = {});
    // What is said of a file of this size, over MaxFileBytes, that is not read.
    static QString oversizeMessage(qint64 size);

    // Listing entries (see Recipe::isListing) from a listings file; bad entries become problems.
    static QList<Recipe> loadListings(const QByteArray &bytes, const QString &displayPath, ProblemList *problems);
    // The listing entries that ship with the program.
    static QList<Recipe> bundledListings();
    // Those of them that complete these recipes: a listed model is open, and no
    // full recipe of it stands on the listed GPU type.
    static QList<Recipe> bundledListingsFor(const QList<Recipe> &recipes);

private:
    static RecipeLoadResult parse(const QByteArray &bytes, const QString &displayPath, Read read, const DocumentReader &alsoRead);
    // The recipe of a document the schema accepted; throws YAML::Exception at the first
    // value the program cannot hold.
    static Recipe recipeFrom(const ParsedYaml &document, const YamlLocations &locations, const QByteArray &bytes, const QString &file,
                             Read read);
};
