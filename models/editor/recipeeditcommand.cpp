// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/recipeeditcommand.h"

#include "editor/recipeeditsession.h"

RecipeEditCommand::RecipeEditCommand(RecipeEditSession *session, const QString &text, const QByteArray &before, const QByteArray &after,
                                     const QString &mergeKey)
    : QUndoCommand(text), m_session(session), m_before(before), m_after(after), m_mergeKey(mergeKey)
{ }

void RecipeEditCommand::undo()
{
    m_session->setBytes(m_before);
}

void RecipeEditCommand::redo()
{
    m_session->setBytes(m_after);
}

int RecipeEditCommand::id() const
{
    // Only steps that may merge share an id.
    return m_mergeKey.isEmpty() ? -1 : 1;
}

bool RecipeEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const RecipeEditCommand *>(other);
    if (next->m_mergeKey != m_mergeKey || next->m_before != m_after)
        return false;
    m_after = next->m_after;
    // Typed back to what it was: no step at all.
    setObsolete(m_after == m_before);
    return true;
}
