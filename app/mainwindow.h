#pragma once

#include <QMainWindow>

class QApplication;
class QTableView;
class QStandardItemModel;

// The main window: navigation on the left, the ranking and recipe pages on the right.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Parses the window's command line (PATH...), shows the window and runs the event loop.
    static int start(QApplication &app);

    void openPaths(const QStringList &paths);

private:
    QTableView *m_table = nullptr;
    QStandardItemModel *m_model = nullptr;
};
