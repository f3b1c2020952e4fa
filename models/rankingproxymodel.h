#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

// Shows a RecipeTableModel as the site ranks it: grouped by model and GPU type,
// #1 first in each group; sorting by another column sorts numbers as numbers.
// Filters by model, GPU type, author and status (exact, case-insensitive) and by
// free text: every word must appear in some column.
class RankingProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RankingProxyModel(QObject *parent = nullptr);

    QString modelFilter() const { return m_model; }
    QString gpuTypeFilter() const { return m_gpuType; }
    QString authorFilter() const { return m_author; }
    QString statusFilter() const { return m_status; }
    QString textFilter() const { return m_text; }

    void setModelFilter(const QString &model);
    void setGpuTypeFilter(const QString &gpuType);
    void setAuthorFilter(const QString &author);
    void setStatusFilter(const QString &status);
    void setTextFilter(const QString &text);
    void clearFilters();

Q_SIGNALS:
    void filtersChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void setFilter(QString &field, const QString &value);

    QString m_model;
    QString m_gpuType;
    QString m_author;
    QString m_status;
    QString m_text;
    QStringList m_words;
};
