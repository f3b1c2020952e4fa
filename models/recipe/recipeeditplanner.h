// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/yamlwriter.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// Works out what one edit does to a document: the bytes it splices in, and what the
// document should mean afterwards (RecipeEdit::applyTo checks that the two agree).
// It locates the edited value and its parent, chooses how to write the new value in
// the file's own style, and builds the splice; an edit it cannot make is refused
// with the reason.
class RecipeEditPlanner
{
public:
    struct Plan
    {
        ByteSplice splice;
        YamlTree expected;
        QString droppedTag; // a tag the new value no longer fits, taken away
    };

    RecipeEditPlanner(const RecipeEdit &edit, const RecipeDocument &document);

    // The plan, or nothing and error() says why.
    std::optional<Plan> plan();
    // "set layout.tp = x: why", the edit's description first.
    const QString &error() const { return m_error; }

private:
    using Node = RecipeDocument::Node;

    bool planKind();
    bool fail(const QString &why);
    void splice(qsizetype from, qsizetype to, const QByteArray &text);
    // Plans another edit in this one's place (a value that is written otherwise).
    bool planAs(const RecipeEdit &edit);
    YamlTree *expectedParent() { return m_plan.expected.find(m_parentPath); }
    bool parentIsNull() const;

    bool planSet();
    bool setCollectionToNull();
    bool tagFits(const YamlScalar::Value &value) const;
    bool setDroppingTag();
    void dropTagBeforeBlock();
    QByteArray withoutTag(qsizetype from, qsizetype to) const;
    QByteArray scalarText() const;

    bool planSetBlock();
    QString textFileText(const QString &text) const;
    bool lineToBlock(const QString &text);
    bool writeBlock(const QString &text);
    qsizetype afterBlankLines(qsizetype end) const;
    int blockIndent(qsizetype contentStart) const;
    void expectExactly(const YamlScalar::Value &value);

    bool planInsert();
    bool insertItem();
    bool insertKey();
    bool insertFlowKey(qsizetype index);
    qsizetype schemaPlace(const QString &key) const;
    bool becomeCollection(const QByteArray &lines, const YamlTree &collection, const QString &refusal);
    void spliceAfterLast(const QByteArray &lines);
    void spliceFlow(const QList<QByteArray> &items);

    bool planRemove();
    bool leaveParentEmpty();
    bool planMove();
    bool moveLines(qsizetype from, qsizetype to);
    bool planRename();

    const RecipeEdit &m_edit;
    const RecipeDocument &m_document;
    const QByteArray &m_bytes;
    const YamlWriter m_writer;
    YamlPath m_parentPath;
    const Node *m_parent = nullptr;
    const Node *m_node = nullptr;
    Plan m_plan;
    QString m_error;
};
