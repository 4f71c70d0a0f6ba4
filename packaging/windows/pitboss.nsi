; Pitboss's Windows installer (NSIS 3, Modern UI 2): wraps PyInstaller's one-folder bundle
; (dist/pitboss/: pitboss.exe and _internal/) into dist/pitboss-VERSION-windows-x64-setup.exe.
;
;   makensis -WX -DVERSION=X.Y.Z -DSOURCE_DIR=C:\abs\path\dist\pitboss packaging\windows\pitboss.nsi
;
; `-D` and `/D` are the same to makensis on Windows; the workflow uses `-D` because Git Bash
; rewrites arguments that start with a slash. The version comes from app/__init__.py, never from
; here. makensis runs from this script's folder, so SOURCE_DIR (and ICON_FILE, OUT_FILE when given)
; must be absolute; the defaults below are relative to this folder.
;
; Optional: -DICON_FILE=...  (default build\icons\pitboss.ico, made by packaging/make_icons.py)
;           -DOUT_FILE=...   (default dist\pitboss-VERSION-windows-x64-setup.exe)

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "Pass the version: -DVERSION=X.Y.Z (python -c 'import app; print(app.__version__)')"
!endif
!ifndef SOURCE_DIR
  !error "Pass the bundle's absolute path: -DSOURCE_DIR=...\dist\pitboss"
!endif
!ifndef ICON_FILE
  !define ICON_FILE "..\..\build\icons\pitboss.ico"
!endif
!ifndef OUT_FILE
  !define OUT_FILE "..\..\dist\pitboss-${VERSION}-windows-x64-setup.exe"
!endif

; Fail here, with a reason, rather than on a File instruction deep in a macro.
!if ! /FileExists "${SOURCE_DIR}\pitboss.exe"
  !error "No pitboss.exe in SOURCE_DIR=${SOURCE_DIR}: build the bundle with packaging/pitboss.spec first"
!endif
!if ! /FileExists "${ICON_FILE}"
  !error "No icon at ICON_FILE=${ICON_FILE}: run python packaging/make_icons.py first"
!endif

!define APP_NAME "Pitboss"
!define APP_EXE "pitboss.exe"
; PyInstaller 6 puts everything but the executable in this one folder: installing and removing
; exactly these two names keeps the uninstaller from touching anything it did not install.
!define CONTENTS_DIR "_internal"
!define PUBLISHER "The Pitboss developers"
!define UNINST_EXE "uninstall.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"

; Windows wants four numbers; a pre-release such as 0.2.0rc1 becomes 0.2.0.0.
!searchparse "${VERSION}" "" VERSION_MAJOR "." VERSION_MINOR "." VERSION_REST
!define /math VERSION_PATCH ${VERSION_REST} + 0

!include "MUI2.nsh"
!include "x64.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME} ${VERSION}"
OutFile "${OUT_FILE}"
; Official NSIS builds only have 32-bit stubs: the installer is 32-bit, so the 64-bit Program
; Files folder and registry view are asked for by name (and in .onInit).
InstallDir "$PROGRAMFILES64\${APP_NAME}"
RequestExecutionLevel admin
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_MAJOR}.${VERSION_MINOR}.${VERSION_PATCH}.0"
VIFileVersion "${VERSION_MAJOR}.${VERSION_MINOR}.${VERSION_PATCH}.0"

;--- Modern UI -------------------------------------------------------------------------------
!define MUI_ICON "${ICON_FILE}"
!define MUI_UNICON "${ICON_FILE}"
!define MUI_ABORTWARNING

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
; No "Run Pitboss" box: it would start the app elevated, as the installer runs.
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APP_NAME} ${VERSION} Setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "${PUBLISHER}"

;--- Install ---------------------------------------------------------------------------------
Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all
  ; An upgrade goes where the last version went, unless /D= chose a folder.
  ${If} $INSTDIR == "$PROGRAMFILES64\${APP_NAME}"
    ReadRegStr $0 HKLM "${UNINST_KEY}" "InstallLocation"
    ${If} $0 != ""
      StrCpy $INSTDIR $0
    ${EndIf}
  ${EndIf}
FunctionEnd

Section "${APP_NAME} (required)" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An upgrade must not leave the previous version's libraries beside the new ones.
  RMDir /r "$INSTDIR\${CONTENTS_DIR}"
  File "${SOURCE_DIR}\${APP_EXE}"
  SetOutPath "$INSTDIR\${CONTENTS_DIR}"
  File /r "${SOURCE_DIR}\${CONTENTS_DIR}\*"
  SetOutPath "$INSTDIR"

  WriteUninstaller "$INSTDIR\${UNINST_EXE}"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\${UNINST_EXE}"'
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINST_EXE}" /S'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  ; Add/Remove Programs reads EstimatedSize in KiB.
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINST_KEY}" "EstimatedSize" $0
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The ${APP_NAME} app and a Start menu shortcut."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to ${APP_NAME} on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

;--- Uninstall -------------------------------------------------------------------------------
Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

; Removes what the installer put there and nothing else: the tournaments, settings and logs that
; Pitboss keeps in the user's own folders stay, as a reinstall would want them.
Section "Uninstall"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$INSTDIR\${APP_EXE}"
  RMDir /r "$INSTDIR\${CONTENTS_DIR}"
  Delete "$INSTDIR\${UNINST_EXE}"
  ; Not /r: a folder the user chose may hold other things.
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINST_KEY}"
SectionEnd
