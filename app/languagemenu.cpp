// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemenu.h"

#include "language.h"
#include "settings/settings.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMessageBox>

LanguageMenu::LanguageMenu(QWidget *parent) : QMenu(QCoreApplication::translate("Language", "&Language"), parent)
{
    auto *group = new QActionGroup(this);
    const auto current = Settings::instance().language();
    auto add = [&](const QString &code, const QString &title) {
        auto *action = addAction(title);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
    };
    add(QString(), QCoreApplication::translate("Language", "System Language"));
    addSeparator();
    for (const auto &choice : Language::shipped())
        add(choice.code, choice.title);
    connect(group, &QActionGroup::triggered, this, [parent](QAction *action) {
        const auto code = action->data().toString();
        if (code == Settings::instance().language())
            return;
        Settings::instance().setLanguage(code);
        QMessageBox::information(
            parent, QCoreApplication::translate("Language", "Language"),
            QCoreApplication::translate("Language", "Recipe Explorer will use %1 from its next start.").arg(action->text()));
    });
}
