#include "helpmenu.h"

#include <QCoreApplication>
#include <QMessageBox>

HelpMenu::HelpMenu(QWidget *window)
    : QMenu(tr("&Help"), window)
{
    addAction(tr("&About Recipe Explorer"), window, [window] {
        QMessageBox::about(window, tr("About Recipe Explorer"),
                           tr("<h3>Recipe Explorer %1</h3><p>Browse, compare and edit LLM training recipes "
                              "published by OpenRecipes.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}
