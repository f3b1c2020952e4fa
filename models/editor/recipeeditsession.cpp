// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/recipeeditsession.h"

#include "editor/recipeeditcommand.h"

std::unique_ptr<RecipeEditSession> RecipeEditSession::open(const QString &path, QString *error)
{
    auto file = RecipeFile::open(path, error);
    if (!file)
        return nullptr;
    return open(std::move(*file));
}

std::unique_ptr<RecipeEditSession> RecipeEditSession::open(RecipeFile file)
{
    return std::unique_ptr<RecipeEditSession>(new RecipeEditSession(std::move(file)));
}

RecipeEditSession::RecipeEditSession(RecipeFile file) : m_file(std::move(file)), m_tree(m_file.document().tree()), m_savedTree(m_tree)
{ }

bool RecipeEditSession::apply(const RecipeEdit &edit, QString *error, const QString &mergeKey, QList<YamlPath> *sharedWith)
{
    // Typing on in one field: the value is written into the bytes from before the
    // typing began, so that its style is that value's, not that of a half-typed one
    // (a trailing space quotes a value only while it is there).
    std::optional<RecipeDocument> typingStart;
    if (!mergeKey.isEmpty() && m_undo.index() > 0 && m_undo.index() != m_undo.cleanIndex()) {
        const auto *last = dynamic_cast<const RecipeEditCommand *>(m_undo.command(m_undo.index() - 1));
        if (last && last->mergeKey() == mergeKey)
            typingStart = RecipeDocument::parse(last->before());
    }
    const auto result = edit.applyTo(typingStart ? *typingStart : m_file.document());
    if (sharedWith)
        *sharedWith = result.sharedWith;
    if (!result.ok) {
        if (error)
            *error = result.error;
        return false;
    }
    if (result.bytes == m_file.document().bytes())
        return true;
    m_undo.push(new RecipeEditCommand(this, edit.describe(), m_file.document().bytes(), result.bytes, mergeKey));
    return true;
}

void RecipeEditSession::setBytes(const QByteArray &bytes)
{
    // Every step's bytes parsed when it was made, so they parse again.
    const auto document = RecipeDocument::parse(bytes);
    if (!document)
        return;
    m_file.setDocument(*document);
    m_tree = document->tree();
    Q_EMIT documentChanged();
    if (m_modified != isModified()) {
        m_modified = isModified();
        Q_EMIT modifiedChanged(m_modified);
    }
}

std::optional<YamlTree> RecipeEditSession::savedValue(const YamlPath &path) const
{
    if (const auto *value = m_savedTree.find(path))
        return *value;
    return std::nullopt;
}

bool RecipeEditSession::differsFromSaved(const YamlPath &path) const
{
    const auto *now = m_tree.find(path);
    const auto *saved = m_savedTree.find(path);
    if (!now || !saved)
        return bool(now) != bool(saved);
    return !(*now == *saved);
}

bool RecipeEditSession::save(bool force, QString *error)
{
    auto written = m_file;
    if (!written.save(force, error))
        return false;
    takeSaved(written);
    return true;
}

void RecipeEditSession::takeSaved(const RecipeFile &written)
{
    const bool moved = written.path() != m_file.path();
    const bool asEdited = written.savedBytes() == m_file.document().bytes();
    m_file.takeSaved(written);
    m_savedTree = asEdited ? m_tree : written.document().tree();
    if (asEdited)
        m_undo.setClean();
    else
        m_undo.resetClean(); // no step is the saved bytes
    if (moved)
        Q_EMIT pathChanged(m_file.path());
    if (m_modified != isModified()) {
        m_modified = isModified();
        Q_EMIT modifiedChanged(m_modified);
    }
    Q_EMIT saved();
}

bool RecipeEditSession::replaceBytes(const QByteArray &bytes, const QString &text, QString *error)
{
    QString why;
    if (!RecipeDocument::parse(bytes, &why)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(m_file.path(), why);
        return false;
    }
    if (bytes != m_file.document().bytes())
        m_undo.push(new RecipeEditCommand(this, text, m_file.document().bytes(), bytes));
    return true;
}

bool RecipeEditSession::reload(QString *error)
{
    auto file = RecipeFile::open(m_file.path(), error);
    if (!file)
        return false;
    reload(std::move(*file));
    return true;
}

void RecipeEditSession::reload(RecipeFile file)
{
    m_file = std::move(file);
    m_tree = m_file.document().tree();
    m_savedTree = m_tree;
    m_undo.clear();
    m_modified = false;
    Q_EMIT documentChanged();
    Q_EMIT modifiedChanged(false);
}

bool RecipeEditSession::resetToSaved(const YamlPath &path, QString *error)
{
    const auto saved = savedValue(path);
    const auto &current = m_tree;
    const auto *now = current.find(path);
    if (!saved && !now)
        return true;
    const QString text = QStringLiteral("reset %1").arg(path.toString());
    if (!saved)
        return apply(RecipeEdit::remove(path), error);
    if (!now)
        return apply(RecipeEdit::insert(path, *saved), error);
    // The saved bytes of the value, spliced over its bytes now; kept only when the
    // file then means what it meant, with this one value as saved.
    const auto savedDocument = RecipeDocument::parse(m_file.savedBytes());
    const auto *before = savedDocument ? savedDocument->find(path) : nullptr;
    const auto *after = m_file.document().find(path);
    if (before && after && before->kind != RecipeDocument::Node::Kind::Alias && after->kind != RecipeDocument::Node::Kind::Alias
        && before->indent == after->indent && before->flow == after->flow) {
        const auto &bytes = m_file.document().bytes();
        const auto spliced =
            bytes.left(after->start) + m_file.savedBytes().mid(before->start, before->end - before->start) + bytes.mid(after->end);
        auto expected = current;
        *expected.find(path) = *saved;
        if (const auto reread = RecipeDocument::parse(spliced); reread && reread->tree() == expected) {
            m_undo.push(new RecipeEditCommand(this, text, bytes, spliced));
            return true;
        }
    }
    if (saved->kind == YamlTree::Kind::Scalar && now->kind == YamlTree::Kind::Scalar)
        return apply(RecipeEdit::set(path, saved->scalar), error);
    m_undo.beginMacro(text);
    const bool ok = apply(RecipeEdit::remove(path), error) && apply(RecipeEdit::insert(path, *saved), error);
    m_undo.endMacro();
    return ok;
}

#include "moc_recipeeditsession.cpp"
