#include "recipe/recipeeditsession.h"

#include "recipe/recipeeditcommand.h"

std::unique_ptr<RecipeEditSession> RecipeEditSession::open(const QString &path, QString *error)
{
    auto file = RecipeFile::open(path, error);
    if (!file)
        return nullptr;
    return std::unique_ptr<RecipeEditSession>(new RecipeEditSession(*file));
}

RecipeEditSession::RecipeEditSession(RecipeFile file)
    : m_file(std::move(file))
    , m_savedTree(m_file.document().tree())
{
}

bool RecipeEditSession::apply(const RecipeEdit &edit, QString *error, const QString &mergeKey)
{
    const auto result = edit.applyTo(m_file.document());
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
    const auto *now = m_file.document().tree().find(path);
    const auto *saved = m_savedTree.find(path);
    if (!now || !saved)
        return bool(now) != bool(saved);
    return !(*now == *saved);
}

bool RecipeEditSession::save(bool force, QString *error)
{
    if (!m_file.save(force, error))
        return false;
    m_savedTree = m_file.document().tree();
    m_undo.setClean();
    if (m_modified) {
        m_modified = false;
        Q_EMIT modifiedChanged(false);
    }
    return true;
}

bool RecipeEditSession::reload(QString *error)
{
    auto file = RecipeFile::open(m_file.path(), error);
    if (!file)
        return false;
    m_file = *file;
    m_savedTree = m_file.document().tree();
    m_undo.clear();
    m_modified = false;
    Q_EMIT documentChanged();
    Q_EMIT modifiedChanged(false);
    return true;
}
