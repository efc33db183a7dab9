/**
 * APIs that need a purpose string (a usage description) in Info.plist, by the symbol whose import
 * tells that the code uses them. App Store Connect's ITMS-90683 names the key when the code
 * references an API that prompts for access, whether or not it runs. Only symbols that by
 * themselves ask for access are listed: a class that also serves without asking (LAContext for
 * Touch ID and the passcode, CMMotionManager's accelerometer, AVAudioSession's playback) would
 * refuse apps that need no key. Keys that depend on which call is made on a listed class (HealthKit's
 * update key, the location "Always" key) are not asked for: the import cannot tell them. Apple adds
 * keys with new APIs: update the list (and the source) then.
 */
export interface PurposeString {
  /** The Info.plist keys, any one of which App Store Connect takes (the first is the one to add). */
  keys: readonly string[]
  /** What it unlocks, in a sentence: "the camera". */
  about: string
  /** Imported symbols, as the linker spells them (an Objective-C class by its class symbol). */
  symbols: readonly string[]
  /**
   * App Store Connect refuses the build without the key ("Please correct the following issues, then
   * upload again"), as teams' e-mails show for these; for the others it takes the build and e-mails
   * ("Although delivery was successful…", "Though you are not required to fix…"), or no refusal
   * was found: a warning, as SDKs reference these classes in apps that never ask.
   */
  refused?: true
}

export const PURPOSE_STRINGS_SOURCE =
  'https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources (Requesting access to protected resources, and the keys of Information Property List: Protected resources; App Store Connect\'s ITMS-90683 "Missing purpose string in Info.plist": a refusal ("Please correct the following issues, then upload again") for the camera, photos, contacts, calendars and Apple Music, "Although delivery was successful" or "Though you are not required to fix the following issues" for location and Bluetooth, in the e-mails of 2019 to 2025 that teams quoted, read 2026-11-27)'

const objcClass = (name: string): string => `_OBJC_CLASS_$_${name}`

export const PURPOSE_STRINGS: readonly PurposeString[] = [
  {
    keys: ['NSCameraUsageDescription'],
    about: 'the camera',
    symbols: [objcClass('AVCaptureDevice')],
    refused: true
  },
  {
    keys: ['NSMicrophoneUsageDescription'],
    about: 'the microphone',
    symbols: [objcClass('AVAudioRecorder')]
  },
  {
    keys: ['NSLocationWhenInUseUsageDescription', 'NSLocationAlwaysAndWhenInUseUsageDescription'],
    about: 'location',
    symbols: [objcClass('CLLocationManager')]
  },
  {
    // An app that only adds, through the library's change requests, has the adding key alone.
    keys: ['NSPhotoLibraryUsageDescription', 'NSPhotoLibraryAddUsageDescription'],
    about: 'the photo library',
    symbols: [objcClass('PHPhotoLibrary'), objcClass('PHAsset')],
    refused: true
  },
  {
    // Adding only: either key lets the app save to the library.
    keys: ['NSPhotoLibraryAddUsageDescription', 'NSPhotoLibraryUsageDescription'],
    about: 'saving to the photo library',
    symbols: ['_UIImageWriteToSavedPhotosAlbum', '_UISaveVideoAtPathToSavedPhotosAlbum'],
    refused: true
  },
  {
    keys: ['NSContactsUsageDescription'],
    about: 'contacts',
    symbols: [objcClass('CNContactStore'), '_ABAddressBookCreateWithOptions'],
    refused: true
  },
  {
    keys: [
      'NSCalendarsFullAccessUsageDescription',
      'NSCalendarsWriteOnlyAccessUsageDescription',
      'NSCalendarsUsageDescription'
    ],
    about: 'calendars',
    symbols: [objcClass('EKEventStore')],
    refused: true
  },
  {
    keys: ['NSRemindersFullAccessUsageDescription', 'NSRemindersUsageDescription'],
    about: 'reminders',
    symbols: [objcClass('EKReminder')]
  },
  {
    keys: ['NSBluetoothAlwaysUsageDescription', 'NSBluetoothPeripheralUsageDescription'],
    about: 'Bluetooth',
    symbols: [objcClass('CBCentralManager'), objcClass('CBPeripheralManager')]
  },
  {
    keys: ['NSMotionUsageDescription'],
    about: 'motion and fitness data',
    symbols: [objcClass('CMMotionActivityManager'), objcClass('CMPedometer')]
  },
  {
    keys: ['NSSpeechRecognitionUsageDescription'],
    about: 'speech recognition',
    symbols: [objcClass('SFSpeechRecognizer')]
  },
  {
    // A write-only app (workouts, mindful minutes) has the update key alone.
    keys: ['NSHealthShareUsageDescription', 'NSHealthUpdateUsageDescription'],
    about: 'HealthKit data',
    symbols: [objcClass('HKHealthStore')]
  },
  {
    keys: ['NSHomeKitUsageDescription'],
    about: 'HomeKit',
    symbols: [objcClass('HMHomeManager')]
  },
  {
    keys: ['NSAppleMusicUsageDescription'],
    about: 'the media library',
    symbols: [objcClass('MPMediaLibrary'), objcClass('MPMediaQuery')],
    refused: true
  },
  {
    keys: ['NSSiriUsageDescription'],
    about: 'Siri',
    symbols: [objcClass('INPreferences')]
  },
  {
    keys: ['NSUserTrackingUsageDescription'],
    about: 'tracking (App Tracking Transparency)',
    symbols: [objcClass('ATTrackingManager')]
  }
]
