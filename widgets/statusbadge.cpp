#include "statusbadge.h"

StatusBadge::StatusBadge(QWidget *parent)
    : QLabel(parent)
{
    setAccessibleName(tr("Status"));
}

void StatusBadge::setStatus(const QString &status)
{
    setText(status);
    setToolTip(tr("Recipe status: %1").arg(status));
}
