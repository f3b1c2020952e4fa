#pragma once

#include <QMenu>

// The window's Help menu: About Recipe Explorer.
class HelpMenu : public QMenu
{
    Q_OBJECT
public:
    explicit HelpMenu(QWidget *window);
};
