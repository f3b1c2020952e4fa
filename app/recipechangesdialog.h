// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class RecipeEditorDocument;
class TextDiffView;

// The edited recipe (right) against other bytes of it (left), modal: the saved file
// for a review of the changes, with Save (enabled while there are unsaved changes),
// or the file on disk for a comparison. A review also offers the file as git's HEAD
// has it on the left (read on a worker thread), when it is in a git work tree.
class RecipeChangesDialog : public QDialog
{
    Q_OBJECT
public:
    // The saved file against the edits; true when Save was chosen.
    static bool review(const RecipeEditorDocument &document, QWidget *parent);
    // The file on disk, as read, against the edits.
    static void compareWithDisk(const RecipeEditorDocument &document, const QByteArray &disk, QWidget *parent);

private:
    RecipeChangesDialog(const RecipeEditorDocument &document, const QByteArray &left, const QString &explanation, bool offerSave,
                        QWidget *parent);
    // Shown over parent's window, named name, titled title with the file's name.
    bool run(const QString &name, const QString &title, const QString &path);
    // The choice of what the left side is: the saved file, or HEAD's version.
    void offerHead();
    void showLeft(int choice);

    const RecipeEditorDocument &m_document;
    TextDiffView *m_diff;
    QLabel *m_explanation;
    QComboBox *m_left = nullptr;
};
