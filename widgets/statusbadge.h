#pragma once

#include <QLabel>

// A small rounded label showing a recipe's status (verified, draft, ...).
class StatusBadge : public QLabel
{
    Q_OBJECT
public:
    explicit StatusBadge(QWidget *parent = nullptr);
    void setStatus(const QString &status);
};
