# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the user guide promises of packaging/build-package, for the parts that take
# seconds: CPack makes recipe-explorer_VERSION_ARCH.deb, whose dependencies include
# every library the programs link (computed, not written by hand), and a .tar.gz; the
# package holds the programs, the bundled recipes byte for byte, the manual page, the
# desktop file, the AppStream metadata and the icon (SVG and 16 to 256 px) where the
# guide says; and unpacked, recipe-explorer --version, validate on the packaged recipes
# and the window's --self-test (offscreen, on the packaged recipes) run from it. Left
# to build-package itself: the release build in the build root, and installing with
# apt-get on a new Debian 13 root, which take minutes and root.
#   cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -DVERSION=... -DAPP_ID=... -P build-package.cmake
cmake_minimum_required(VERSION 3.24)

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "'${ARGN}' failed (${code}):\n${out}${err}")
    endif()
    string(STRIP "${out}" out)
    set(out "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
# The generators the project names: DEB and TGZ.
run(${CMAKE_CPACK_COMMAND} --config ${BUILD_DIR}/CPackConfig.cmake -B ${WORK_DIR})
run(dpkg --print-architecture)
set(deb ${WORK_DIR}/recipe-explorer_${VERSION}_${out}.deb)
file(GLOB tarball ${WORK_DIR}/recipe-explorer-${VERSION}-*.tar.gz)
if(NOT EXISTS ${deb} OR NOT tarball)
    file(GLOB made ${WORK_DIR}/*)
    message(FATAL_ERROR "cpack made ${made}, not ${deb} and a .tar.gz")
endif()
run(tar -tzf ${tarball})
if(NOT out MATCHES "/bin/recipe-explorer(\n|$)")
    message(FATAL_ERROR "the .tar.gz holds no bin/recipe-explorer:\n${out}")
endif()

# Where the guide says each part goes.
set(root ${WORK_DIR}/root)
run(dpkg-deb -x ${deb} ${root})
set(expected usr/bin/recipe-explorer usr/libexec/recipe-explorer/recipe-explorer-window usr/share/man/man1/recipe-explorer.1.gz
    usr/share/applications/${APP_ID}.desktop usr/share/metainfo/${APP_ID}.metainfo.xml usr/share/icons/hicolor/scalable/apps/${APP_ID}.svg)
foreach(size 16 22 24 32 48 64 128 256)
    list(APPEND expected usr/share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()
foreach(file ${expected})
    if(NOT EXISTS ${root}/${file})
        message(FATAL_ERROR "the package holds no /${file}")
    endif()
endforeach()
file(GLOB_RECURSE bundled RELATIVE ${SOURCE_DIR}/recipes ${SOURCE_DIR}/recipes/*)
file(GLOB_RECURSE packaged RELATIVE ${root}/usr/share/recipe-explorer/recipes ${root}/usr/share/recipe-explorer/recipes/*)
list(SORT bundled)
list(SORT packaged)
if(NOT bundled STREQUAL packaged OR NOT bundled)
    message(FATAL_ERROR "the package's recipes are ${packaged}, the bundled ones ${bundled}")
endif()
foreach(file ${bundled})
    file(SHA256 ${SOURCE_DIR}/recipes/${file} want)
    file(SHA256 ${root}/usr/share/recipe-explorer/recipes/${file} have)
    if(NOT want STREQUAL have)
        message(FATAL_ERROR "the packaged ${file} differs from recipes/${file}")
    endif()
endforeach()

# Every library a program names is a dependency of the package (a transitive one comes
# with the package that names it).
run(dpkg-deb --field ${deb} Depends)
string(REGEX REPLACE " \\([^)]*\\)" "" depends "${out}")
string(REPLACE ", " ";" depends "${depends}")
foreach(program usr/bin/recipe-explorer usr/libexec/recipe-explorer/recipe-explorer-window)
    run(ldd ${root}/${program})
    string(REGEX MATCHALL "=> (/[^ ]+)" found "${out}")
    string(REPLACE "=> " "" found "${found}")
    run(readelf -d ${root}/${program})
    string(REGEX MATCHALL "Shared library: \\[[^]]+\\]" needed "${out}")
    foreach(entry ${needed})
        string(REGEX REPLACE "Shared library: \\[([^]]+)\\]" "\\1" library "${entry}")
        string(REGEX REPLACE "([.+])" "\\\\\\1" pattern "${library}")
        set(path ${found})
        list(FILTER path INCLUDE REGEX "/${pattern}$")
        if(NOT path)
            message(FATAL_ERROR "${program} needs ${library}, which is not installed here")
        endif()
        # The package that ships the library (through the /usr/lib path it has in dpkg's list).
        file(REAL_PATH ${path} real)
        string(REGEX REPLACE "^/lib/" "/usr/lib/" real "${real}")
        run(dpkg -S ${real})
        string(REGEX REPLACE ":.*" "" package "${out}")
        string(REGEX REPLACE ":[a-z0-9]+$" "" package "${package}")
        if(NOT package IN_LIST depends)
            message(FATAL_ERROR "${program} needs ${library} of ${package}, which the package does not depend on: ${depends}")
        endif()
    endforeach()
endforeach()
# Loaded at run time, so no library names them: the cache's SQLite driver, the SVG
# icons, the platform plugins.
foreach(package libqt6sql6-sqlite libqt6svg6 qt6-qpa-plugins)
    if(NOT package IN_LIST depends)
        message(FATAL_ERROR "the package does not depend on ${package}: ${depends}")
    endif()
endforeach()

# The unpacked programs run, and read the recipes they were packed with (one taken
# out: the window counts six).
set(env ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen XDG_CACHE_HOME=${WORK_DIR}/cache XDG_CONFIG_HOME=${WORK_DIR}/config
    XDG_DATA_HOME=${WORK_DIR}/data --unset=RECIPE_EXPLORER_RECIPES)
run(${env} ${root}/usr/bin/recipe-explorer --version)
if(NOT out STREQUAL "recipe-explorer ${VERSION}")
    message(FATAL_ERROR "--version says '${out}'")
endif()
run(${env} ${root}/usr/bin/recipe-explorer validate ${root}/usr/share/recipe-explorer/recipes)
list(GET bundled 0 first)
file(REMOVE ${root}/usr/share/recipe-explorer/recipes/${first})
run(${env} ${root}/usr/bin/recipe-explorer --self-test)
if(NOT out STREQUAL "6 recipes, 0 problems")
    message(FATAL_ERROR "--self-test of the package says '${out}', not '6 recipes, 0 problems'")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
