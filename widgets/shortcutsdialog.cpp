// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
QString withoutMnemonic(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.replace(QLatin1String("&&"), QLatin1String("&")).remove(QStringLiteral("...")).remove(u'…');
}
} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<Entry> &entries, QWidget *parent)
    : QDialog(parent), m_filter(new QLineEdit(this)), m_tree(new QTreeWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_filter->setPlaceholderText(tr("Search actions and keys"));
    m_filter->setAccessibleName(tr("Search shortcuts"));
    m_filter->setClearButtonEnabled(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    QHash<QString, QTreeWidgetItem *> groups;
    for (const auto &entry : entries) {
        auto *&group = groups[entry.group];
        if (!group) {
            group = new QTreeWidgetItem(m_tree, {entry.group});
            group->setFirstColumnSpanned(true);
            auto font = group->font(0);
            font.setBold(true);
            group->setFont(0, font);
            group->setFlags(Qt::ItemIsEnabled);
        }
        auto *item = new QTreeWidgetItem(group, {entry.name, entry.keys});
        item->setFlags(Qt::ItemIsEnabled);
    }
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::filter);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(560, 620);
}

QList<ShortcutsDialog::Entry> ShortcutsDialog::entriesOf(const QList<QAction *> &actions, const QString &otherGroup)
{
    QList<Entry> entries;
    for (const auto *action : actions) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        QString group = otherGroup;
        for (const auto *object : action->associatedObjects())
            if (const auto *menu = qobject_cast<const QMenu *>(object); menu && !menu->title().isEmpty()) {
                group = withoutMnemonic(menu->title());
                break;
            }
        const Entry entry{group, withoutMnemonic(action->text()), keysText(action->shortcuts())};
        const bool seen = std::any_of(entries.cbegin(), entries.cend(), [&entry](const Entry &e) {
            return e.group == entry.group && e.name == entry.name && e.keys == entry.keys;
        });
        if (!seen)
            entries << entry;
    }
    return entries;
}

QString ShortcutsDialog::keysText(const QList<QKeySequence> &sequences)
{
    QStringList keys;
    for (const auto &sequence : sequences)
        if (const auto text = sequence.toString(QKeySequence::NativeText); !keys.contains(text))
            keys << text;
    return keys.join(QStringLiteral(", "));
}

void ShortcutsDialog::filter(const QString &text)
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        auto *group = m_tree->topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            auto *item = group->child(i);
            const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                || item->text(1).contains(text, Qt::CaseInsensitive) || group->text(0).contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}
