#include "recipe.h"

#include <QFileInfo>

QString Recipe::name() const
{
    return QFileInfo(m_filePath).completeBaseName();
}
