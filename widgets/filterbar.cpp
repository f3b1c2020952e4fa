#include "filterbar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
{
    m_search->setPlaceholderText(tr("Search models, GPUs, authors, layouts (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search"));
    m_search->setObjectName(QStringLiteral("search"));
    m_model = combo(tr("All models"), tr("Model filter"));
    m_gpu = combo(tr("All GPUs"), tr("GPU filter"));
    m_author = combo(tr("All authors"), tr("Author filter"));
    m_status = combo(tr("Any status"), tr("Status filter"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, 1);
    // The combo boxes keep the width of their longest choice; the search field takes the rest.
    for (auto *c : {m_model, m_gpu, m_author, m_status})
        layout->addWidget(c);
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::filtersChanged);
}

QComboBox *FilterBar::combo(const QString &allText, const QString &accessibleName)
{
    auto *box = new QComboBox(this);
    box->addItem(allText, QString());
    box->setAccessibleName(accessibleName);
    box->setToolTip(accessibleName);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(box, &QComboBox::currentIndexChanged, this, &FilterBar::filtersChanged);
    return box;
}

void FilterBar::setChoices(const QStringList &models, const QStringList &gpuTypes, const QStringList &authors,
                           const QStringList &statuses)
{
    const std::pair<QComboBox *, QStringList> boxes[] = {{m_model, models}, {m_gpu, gpuTypes}, {m_author, authors},
                                                         {m_status, statuses}};
    const QSignalBlocker blocker(this);
    for (const auto &[box, values] : boxes) {
        const auto current = comboValue(box);
        const QSignalBlocker boxBlocker(box);
        while (box->count() > 1)
            box->removeItem(1);
        for (const auto &value : values)
            box->addItem(value, value);
        // Keep a remembered choice even when nothing open matches it.
        if (!current.isEmpty() && box->findData(current) < 0)
            box->addItem(current, current);
        setComboValue(box, current);
    }
}

QString FilterBar::comboValue(const QComboBox *combo)
{
    return combo->currentData().toString();
}

void FilterBar::setComboValue(QComboBox *combo, const QString &value)
{
    auto index = combo->findData(value);
    if (index < 0 && !value.isEmpty()) {
        combo->addItem(value, value);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(std::max(index, 0));
}

QString FilterBar::text() const { return m_search->text(); }
QString FilterBar::model() const { return comboValue(m_model); }
QString FilterBar::gpuType() const { return comboValue(m_gpu); }
QString FilterBar::author() const { return comboValue(m_author); }
QString FilterBar::status() const { return comboValue(m_status); }
void FilterBar::setText(const QString &text) { m_search->setText(text); }
void FilterBar::setModel(const QString &model) { setComboValue(m_model, model); }
void FilterBar::setGpuType(const QString &gpuType) { setComboValue(m_gpu, gpuType); }
void FilterBar::setAuthor(const QString &author) { setComboValue(m_author, author); }
void FilterBar::setStatus(const QString &status) { setComboValue(m_status, status); }

void FilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}
