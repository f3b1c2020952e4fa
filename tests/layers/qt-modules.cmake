# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a file of the domain or the analyses includes a Qt Gui or Qt Widgets header
# by its module path (<QtGui/QColor>), which their include folders would otherwise let
# through; the view models may use Qt Gui, never Qt Widgets.
#   cmake -DSOURCE_DIR=... -P qt-modules.cmake
function(forbid folder pattern)
    file(GLOB_RECURSE files ${SOURCE_DIR}/models/${folder}/*.cpp ${SOURCE_DIR}/models/${folder}/*.h)
    foreach(file IN LISTS files)
        file(STRINGS ${file} hits REGEX "^#include <(${pattern})/")
        if(hits)
            message(SEND_ERROR "${file}: ${hits}")
        endif()
    endforeach()
endfunction()
forbid(recipe "QtGui|QtWidgets")
forbid(analysis "QtGui|QtWidgets")
forbid(itemmodels "QtWidgets")
forbid(editor "QtWidgets")
forbid(settings "QtWidgets")
