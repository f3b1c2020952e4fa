#include "mainwindow.h"

#include "bundledrecipes.h"
#include "ranking.h"
#include "recipebatch.h"
#include "recipeformat.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_table(new QTableView(this))
    , m_model(new QStandardItemModel(this))
{
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    setCentralWidget(m_table);
    resize(1200, 720);
}

void MainWindow::openPaths(const QStringList &paths)
{
    const auto batch = RecipeBatch::load(RecipeFiles::find(paths));
    m_model->clear();
    m_model->setHorizontalHeaderLabels({tr("#"), tr("Model"), tr("GPU"), tr("Tokens/s per GPU"), tr("$ / 1M tokens"),
                                        tr("Layout")});
    for (const auto &[rank, recipe] : Ranking::rank(batch.recipes)) {
        QList<QStandardItem *> row;
        for (const auto &text : QStringList{u'#' + QString::number(rank), recipe.model(), recipe.gpuType(),
                                 RecipeFormat::tokensPerSecondShort(recipe.tokensPerSecondPerGpu()),
                                 RecipeFormat::usd(recipe.usdPerMillionTokens()), recipe.layoutLabel()})
            row << new QStandardItem(text);
        m_model->appendRow(row);
    }
    setWindowTitle(paths.join(QStringLiteral(", ")));
}

int MainWindow::start(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Browse, compare and edit LLM training recipes."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("path"), tr("A recipe folder or file; the bundled recipes when none."),
                                 QStringLiteral("[PATH...]"));
    parser.process(app);
    MainWindow window;
    auto paths = parser.positionalArguments();
    if (paths.isEmpty())
        paths << BundledRecipes::folder();
    window.openPaths(paths);
    window.show();
    return app.exec();
}
