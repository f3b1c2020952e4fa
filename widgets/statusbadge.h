#pragma once

#include <QLabel>

// A small rounded label showing a recipe's status (verified, draft, ...), in
// colours that read on light and dark palettes.
class StatusBadge : public QLabel
{
    Q_OBJECT
public:
    explicit StatusBadge(QWidget *parent = nullptr);
    void setStatus(const QString &status);

    // Background of a badge for this status; text is drawn in white on it.
    static QColor colorFor(const QString &status);
    // Paints a badge centred vertically in rect, left aligned; returns its width.
    static int paint(QPainter *painter, const QRect &rect, const QString &status, const QFont &font);
    static QSize sizeFor(const QString &status, const QFont &font);

protected:
    void paintEvent(QPaintEvent *event) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

private:
    QString m_status;
};
