#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;

// The search field and the model, GPU, author and status filters above the ranking.
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit FilterBar(QWidget *parent = nullptr);

    // Offers these values in the combo boxes, keeping the current choices.
    void setChoices(const QStringList &models, const QStringList &gpuTypes, const QStringList &authors,
                    const QStringList &statuses);

    QString text() const;
    QString model() const;
    QString gpuType() const;
    QString author() const;
    QString status() const;

    void setText(const QString &text);
    void setModel(const QString &model);
    void setGpuType(const QString &gpuType);
    void setAuthor(const QString &author);
    void setStatus(const QString &status);
    void focusSearch();

Q_SIGNALS:
    void filtersChanged();

private:
    QComboBox *combo(const QString &allText, const QString &accessibleName);
    static void setComboValue(QComboBox *combo, const QString &value);
    static QString comboValue(const QComboBox *combo);

    QLineEdit *m_search = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_author = nullptr;
    QComboBox *m_status = nullptr;
};
