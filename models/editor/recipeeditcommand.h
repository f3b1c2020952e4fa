// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QUndoCommand>

class RecipeEditSession;

// One undo step of a recipe being edited: the file's bytes before and after. Typing
// into one field merges into one step; undo gives back the bytes before, exactly.
class RecipeEditCommand : public QUndoCommand
{
public:
    // mergeKey: steps with the same non-empty key, one after another, become one.
    RecipeEditCommand(RecipeEditSession *session, const QString &text, const QByteArray &before, const QByteArray &after,
                      const QString &mergeKey = {});

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    const QByteArray &before() const { return m_before; }
    const QString &mergeKey() const { return m_mergeKey; }

private:
    RecipeEditSession *m_session;
    QByteArray m_before;
    QByteArray m_after;
    QString m_mergeKey;
};
