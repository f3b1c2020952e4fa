// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/recipereview.h"

#include <QAbstractTableModel>

#include <functional>

// A review of a change (RecipeReview), one recipe per row in the order of the diff:
// the change, its place in its model and GPU type's ranking before and after, the
// headline figures before and after, how many values changed and findings came in
// (each listed in the cell's tooltip), and the file (a renamed one with its old path),
// named relative to the folder reviewed.
class ReviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The file last: a long path does not push the figures out of view.
    enum Column { Change, Place, TokensPerSecondPerGpu, UsdPerMillionTokens, Mfu, Values, NewFindings, File, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        BasePathRole = Qt::UserRole, // the file as the base has it; empty when added
        HeadPathRole,                // as the head has it; empty when removed
        KindRole,                    // RecipeReview::Kind as an int
    };
    Q_ENUM(Role)

    explicit ReviewModel(QObject *parent = nullptr);

    // folder: what the entries' paths are shown relative to.
    void setEntries(const QList<RecipeReview::Entry> &entries, const QString &folder = {});
    const QList<RecipeReview::Entry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString kindText(RecipeReview::Kind kind);
    // "2,200 → 2,600 (+18.2%)", one figure when it did not change, "– → 2,600" when new.
    static QString figureChange(std::optional<double> before, std::optional<double> after, const std::function<QString(double)> &format);

private:
    QString cellText(const RecipeReview::Entry &entry, int column) const;
    QVariant toolTip(const RecipeReview::Entry &entry, int column) const;

    QString shown(const QString &path) const;

    QList<RecipeReview::Entry> m_entries;
    QString m_folder;
};
