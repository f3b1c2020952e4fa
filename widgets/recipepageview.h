#pragma once

#include "recipe.h"
#include "recipeoverview.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTextBrowser;
class QUrl;

// A recipe page: headline figures, every section of the recipe grouped as the
// site groups them, the citation and the same model on other GPUs. The Command tab
// shows the run script.
class RecipePageView : public QWidget
{
    Q_OBJECT
public:
    explicit RecipePageView(QWidget *parent = nullptr);

    void setRecipe(const Recipe &recipe, const QList<RecipeOverview::OtherGpu> &otherGpus);
    void clear();
    // The overview as plain text, as a reader sees it.
    QString overviewText() const;
    void copyBibtex();
    const Recipe &recipe() const { return m_recipe; }
    bool hasRecipe() const { return m_hasRecipe; }

Q_SIGNALS:
    void recipeRequested(const QString &filePath);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The overview as one HTML document: it wraps, selects and copies like a page.
    QString overviewHtml() const;
    QString listingHtml() const;
    QString otherGpusHtml() const;
    void render();
    void linkActivated(const QUrl &url);

    Recipe m_recipe;
    QList<RecipeOverview::OtherGpu> m_otherGpus;
    bool m_hasRecipe = false;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_overview = nullptr;
    QPlainTextEdit *m_command = nullptr;
    QLabel *m_empty = nullptr;
};
