// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <KMessageWidget>

class RecipeEditorDocument;

// The banner over an editor that says its file changed on disk (another program wrote
// it), with Reload, Keep Editing and Compare. Once the author keeps editing, it stays
// away until the file is saved or read again.
class DiskChangeBanner : public KMessageWidget
{
    Q_OBJECT
public:
    DiskChangeBanner(RecipeEditorDocument *document, QWidget *parent);

    // Gone, and Keep Editing forgotten: the file was saved.
    void reset();
    // A change seen while saving (the save refused): shown even after Keep Editing.
    void showRefusedSave(const QString &how);

private:
    void addChoices(RecipeEditorDocument *document);
    void showChange(const QString &how);

    bool m_keptEditing = false; // the file changed on disk and the author kept editing
};
