// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

// The ranking table: sortable, with a column chooser on the header's context menu
// and the column layout saved and restored by the caller (saveLayout/restoreLayout).
class RecipeTableView : public QTableView
{
    Q_OBJECT
public:
    explicit RecipeTableView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    QByteArray saveLayout() const;
    bool restoreLayout(const QByteArray &state);
    // Source rows of the selection, in view order.
    QModelIndexList selectedRowIndexes() const;

Q_SIGNALS:
    void layoutChanged();
    void recipeActivated(const QString &filePath);
    void currentRecipeChanged(const QString &filePath);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    // The current row stays in view when the table gets smaller (the recipe's page
    // opens below it) if it was in view before.
    void resizeEvent(QResizeEvent *event) override;

private:
    void showColumnMenu(const QPoint &position);
};
