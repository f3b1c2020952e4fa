// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

// The models index: models, their GPU types and recipes, with counts.
class NavigationView : public QTreeView
{
    Q_OBJECT
public:
    explicit NavigationView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
};
