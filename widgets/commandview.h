#pragma once

#include "recipe.h"

#include <QWidget>

class CodePane;
class CommandFlagModel;
class QListWidget;
class QTableView;

// The Command tab: the run script highlighted as Bash with its placeholders marked,
// the placeholders listed beside it, and a table of every flag with the recipe field
// that states the same thing. Copies the command, or a ready script, or saves it.
class CommandView : public QWidget
{
    Q_OBJECT
public:
    explicit CommandView(QWidget *parent = nullptr);

    void setRecipe(const Recipe &recipe);
    CodePane *pane() const { return m_pane; }
    CommandFlagModel *flags() const { return m_flags; }
    QListWidget *placeholders() const { return m_placeholders; }

    void copyCommand();
    void copyScript();
    void saveScript();

private:
    Recipe m_recipe;
    CodePane *m_pane;
    CommandFlagModel *m_flags;
    QTableView *m_flagTable;
    QListWidget *m_placeholders;
};
